func load(_ w: String?) {
    if #available(iOS 15, *), let v = w {
        print(v)
    }
}
