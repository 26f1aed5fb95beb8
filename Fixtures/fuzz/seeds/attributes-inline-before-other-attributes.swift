@available(iOS 13.0, *) @MainActor final class Model {
    var count = 0
}
