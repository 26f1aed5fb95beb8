struct Feed {
    let items: [String]

    #if swift(<5.5)
    var legacy: Bool { true }
    #endif

    var count: Int { items.count }
}
