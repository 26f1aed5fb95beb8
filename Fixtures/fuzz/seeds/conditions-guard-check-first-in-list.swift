func open(_ url: URL?) {
    guard #available(iOS 15, *), let url = url else { return }
    UIApplication.shared.open(url)
}
