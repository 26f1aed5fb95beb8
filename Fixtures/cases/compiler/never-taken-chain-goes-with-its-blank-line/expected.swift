struct Feed {
    let items: [String]

    var count: Int { items.count }
}
