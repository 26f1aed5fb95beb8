@available(iOS, introduced: 15, deprecated: 17, message: "Use NewFeature")
struct OldFeature {}
