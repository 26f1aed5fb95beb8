// main.swift: top-level code, where what a block declares is local to it and what the file
// declares is seen by every file of the module.
import Foundation

if #available(iOS 16, *) {
    let formatter = ISO8601DateFormatter()
    struct Banner {
        let text: String
    }
    print(formatter.string(from: Date()), Banner(text: "new"))
}

if #available(iOS 15, *) {
    if #available(iOS 16, *) {
        var count = 0
        count += 1
        print(count)
    }
}

if #available(iOS 15, *) {
    print("nothing declared: inlined")
}
