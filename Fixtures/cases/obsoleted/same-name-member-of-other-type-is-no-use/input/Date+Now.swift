import Foundation

extension Date {
    @available(iOS, obsoleted: 15.0, message: "Foundation.Date.now is available on iOS 15")
    static var now: Date { .init() }
}
