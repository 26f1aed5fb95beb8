func show(_ first: String?, _ second: String?) {
    let name = "outer"
    do {
        guard let title = first, let name = second else { return }
        print(title, name)
    }
    print(name)
}

func load(_ value: Int?) {
    let count = 0
    do {
        guard case let count? = value else { return }
        print(count)
    }
    print(count)
}
