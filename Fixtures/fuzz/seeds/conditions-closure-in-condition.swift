func f(items: [Item]) {
    if items.contains(where: { $0.isNew }), #available(iOS 15, *) {
        highlight()
    }
}
