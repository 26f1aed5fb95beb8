func run(_ items: [Int]) throws {
    for item in items {
        if #available(iOS 15, *) {
            guard item > 0 else { continue }
            print(item)
            continue
        }
        print("legacy", item)
    }
    while true {
        if #available(iOS 14, *) {
            break
        }
        print("spin")
    }
    if #available(iOS 13, *) {
        throw Failure.unsupported
    }
    print("unreachable")
}

func crash() -> Never {
    if #available(iOS 15, *) {
        fatalError("no way back")
    }
    exit(1)
}
