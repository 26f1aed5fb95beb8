import UIKit

enum Share {
    @available(iOS, obsoleted: 16)
    static func present(_ text: String) {
        print(text)
    }

    static func present(_ url: URL) {
        print(url)
    }
}
