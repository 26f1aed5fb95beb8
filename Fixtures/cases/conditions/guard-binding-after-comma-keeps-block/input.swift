func show(_ first: String?, _ second: String?) {
    let name = "outer"
    if #available(iOS 15, *) {
        guard let title = first, let name = second else { return }
        print(title, name)
    }
    print(name)
}

func load(_ value: Int?) {
    let count = 0
    if #available(iOS 15, *) {
        guard #available(iOS 14, *), case let count? = value else { return }
        print(count)
    }
    print(count)
}
