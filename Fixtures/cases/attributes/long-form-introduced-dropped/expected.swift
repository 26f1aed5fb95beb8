@available(iOS, deprecated: 17, message: "Use NewFeature")
struct OldFeature {}
