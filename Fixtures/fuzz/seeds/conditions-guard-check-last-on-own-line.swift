func decode(_ data: Data?) {
    guard let data = data,
          #available(iOS 14, *) else {
        return
    }
    use(data)
}
