func f() {
    if /* blur needs it */ #available(iOS 15, *), let x = y {
        use(x)
    }
    guard #available(iOS 15, *) /* sheet API */ else { return }
    if #available(iOS 15, *) { a() } else { b() } // note
}
