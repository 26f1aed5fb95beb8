@available(tvOS 15, *)
struct Feature {}
