func render() {
    let title = "Old"
    if #available(iOS 15, *) {
        let title = "New"
        show(title)
    }
    show(title)
}
