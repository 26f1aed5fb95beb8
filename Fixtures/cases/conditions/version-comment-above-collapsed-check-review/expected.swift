func render() {
    // iOS 15 doesn't render this properly, so fall back to the plain layout.
    fancyLayout()
    // Only the fancy layout needs a refresh.
    refresh()
}
