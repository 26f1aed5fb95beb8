func run() {
	modern()
	if ready {
		go()
	}
}
