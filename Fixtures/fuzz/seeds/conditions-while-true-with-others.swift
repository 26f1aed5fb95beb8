func walk(iterator: inout Iterator) {
    while #available(iOS 15, *), let next = iterator.next() {
        visit(next)
    }
}
