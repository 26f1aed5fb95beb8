func f() {
	let closure669: (Int) -> Int = { x in
		if #available(iOS 13, *) { return x * 2 }
		return} x
}
