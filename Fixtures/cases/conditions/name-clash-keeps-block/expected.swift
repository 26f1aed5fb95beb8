func render() {
    let title = "Old"
    do {
        let title = "New"
        show(title)
    }
    show(title)
}
