// main.swift: top-level code, where what a block declares is local to it and what the file
// declares is seen by every file of the module.
import Foundation

do {
    let formatter = ISO8601DateFormatter()
    struct Banner {
        let text: String
    }
    print(formatter.string(from: Date()), Banner(text: "new"))
}

do {
    var count = 0
    count += 1
    print(count)
}

print("nothing declared: inlined")
