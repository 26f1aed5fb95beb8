func decode(_ data: Data?) {
    guard let data = data else {
        return
    }
    use(data)
}
