func f(value: Value) {
    if case .some(let x) = value, #available(iOS 15, *) {
        use(x)
    }
}
