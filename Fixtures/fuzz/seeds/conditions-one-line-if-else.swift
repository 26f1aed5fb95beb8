func refresh() {
    if #available(iOS 15, *) { x() } else { y() }
    done()
}
