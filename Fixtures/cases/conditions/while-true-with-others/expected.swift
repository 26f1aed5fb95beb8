func walk(iterator: inout Iterator) {
    while let next = iterator.next() {
        visit(next)
    }
}
