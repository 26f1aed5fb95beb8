func setUp() {
    let style = """
        framed
        """
    apply(style)
}
