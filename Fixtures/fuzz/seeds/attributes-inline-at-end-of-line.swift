@MainActor @available(iOS 15, *)
final class Model {
    var count = 0
}
