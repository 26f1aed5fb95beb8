func h() {
    if #available(iOS 15, *) {
		modern()
		if ready {
			go()
		}

		done()
    }
}
