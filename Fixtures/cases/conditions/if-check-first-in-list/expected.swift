func load(_ w: String?) {
    if let v = w {
        print(v)
    }
}
