import UIKit

final class AddressTests {
    let field = UITextField()
    let limits: [String: Int] = [:]

    func wait(_ element: UITextField, value: String) {}
    func check(_ text: String?) {}

    func testAutocomplete() {
        wait(field, value: "moz")
        let count = field.text?.count ?? 0
        if #available(iOS 16, *) {
            let text = field.text
            let count = text?.count ?? 0
            check(text)
            print(count)
        }
        print(count)
    }

    func testLabels() {
        wait(field, value: "moz")
        print(field.text ?? "")
        if #available(iOS 16, *) {
            let value = field.text
            let text = value
            check(text)
        }
    }

    func testDictionaryKey() {
        let value = "moz"
        print([value: 1])
        if #available(iOS 16, *) {
            let value = field.text ?? ""
            check(value)
        }
    }

    func testWildcards() {
        let _: String? = field.text
        if #available(iOS 16, *) {
            let _: String? = field.placeholder
        }
    }
}
