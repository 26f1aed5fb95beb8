enum ThemeState: String {
    case plain

    case accent
    case image

    case themed

    var title: String { rawValue }
}
