enum ThemeState: String {
    @available(iOS 16, *)
    case plain

    case accent
    case image

    @available(iOS 18, *)
    case themed

    var title: String { rawValue }
}
