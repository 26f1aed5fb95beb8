func identify(x: String?) {
    if #available(iOS 12, *),
        let id = x {
        register(id)
    }
}
