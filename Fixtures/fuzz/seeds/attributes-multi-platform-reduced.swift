@available(iOS 15, macOS 12, *)
struct Feature {}
