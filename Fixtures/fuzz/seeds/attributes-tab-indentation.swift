struct Store {
	@available(iOS 15, *)
	func refresh() async {}
}
