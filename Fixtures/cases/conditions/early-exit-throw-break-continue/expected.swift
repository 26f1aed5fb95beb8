func run(_ items: [Int]) throws {
    for item in items {
        guard item > 0 else { continue }
        print(item)
        continue
    }
    while true {
        break
    }
    throw Failure.unsupported
}

func crash() -> Never {
    fatalError("no way back")
}
