struct Store {
	func refresh() async {}
}
