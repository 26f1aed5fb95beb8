@available(iOS, introduced: 15.0)
struct Feature {}
