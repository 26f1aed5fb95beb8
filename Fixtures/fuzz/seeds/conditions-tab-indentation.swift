func run() {
	if #available(iOS 15, *) {
		modern()
		if ready {
			go()
		}
	} else {
		legacy()
	}
}
