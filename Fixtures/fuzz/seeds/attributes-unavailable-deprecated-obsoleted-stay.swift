@available(iOS, unavailable)
struct NotOnPhones {}

@available(*, deprecated, message: "Use Bar")
struct Foo {}

@available(iOS, obsoleted: 16)
func legacyShim() {}

@available(iOS, deprecated: 16, message: "Use the system API")
func backportShim() {}

@available(swift, introduced: 5.9)
func modernSwift() {}
