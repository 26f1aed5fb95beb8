@available(iOS 15, tvOS 15, *)
struct Feature {}
