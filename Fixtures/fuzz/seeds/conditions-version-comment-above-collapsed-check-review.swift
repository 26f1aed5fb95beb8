func render() {
    // iOS 15 doesn't render this properly, so fall back to the plain layout.
    if #available(iOS 15, *) {
        fancyLayout()
    } else {
        plainLayout()
    }
    // Only the fancy layout needs a refresh.
    if #available(iOS 15, *) {
        refresh()
    }
}
