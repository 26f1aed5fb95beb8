@available(macOS 12, *)
struct Feature {}
