func f(value: Value) {
    if case .some(let x) = value {
        use(x)
    }
}
