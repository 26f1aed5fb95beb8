struct Box {
    var items: [Int]
}

@available(iOS, obsoleted: 16)
extension Box {
    subscript(position: Int) -> Int { items[position] }
}

func first(of box: Box) -> Int {
    box[0]
}
