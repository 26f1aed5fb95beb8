func open(_ url: URL?) {
    guard let url = url else { return }
    UIApplication.shared.open(url)
}
