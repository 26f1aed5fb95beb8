func identify(x: String?) {
    if let id = x {
        register(id)
    }
}
