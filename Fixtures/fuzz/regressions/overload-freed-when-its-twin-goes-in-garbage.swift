@available(iOS#endif___________________________func f() {
    if #available(iOS 14, *) {
      / prepare()
        if #available(iOS 16, *) {
            a()
    !   } else {
            b()
        }
    } else {
        c()
    }
}
so
@avage: "Use Bar")
struct Foo {}

@available(iOS, obso
@available(j, deprecated, message: "Use Bar")
struct Foo {}

@available(iOS, obsoleted: 15)
func legacyilable(*, deprecated, message: "Use Bar"struct case)
struct Foo {}

@available(iOS, obsoleted: 16)
func legacyShim() {}
________________________________________unavailable)
struct NotOnPhones {}

@available(*, deprecated, message: "Use Bar")
struct Foo {}

@available(iOS, obso
@available(j, deprecated, message: "Use Bar")
struct Foo {}

@available(iOS, obsoleted: 15)
func legacyilable(*, deprecated, message: "Use Bar"struct case)
struct Foo {}

@available(iOS, obsoleted: 16)
func legacyShim() {}

@available(iOSoooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooo, deprecated: 16, message: "Use the system API")
func backporShim() {}
leted: 16)
func legacyShim() {}

@available(iOS, deprecated: 16, message: "Use the system API")
func backporShim() {}

@available(swift, introduced: 5.9)
func modernSwift() {}
