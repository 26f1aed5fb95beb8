func setUp() {
    #if compiler(>=5.9)
        let style = """
            framed
            """
        apply(style)
    #else
        legacy()
    #endif
}
