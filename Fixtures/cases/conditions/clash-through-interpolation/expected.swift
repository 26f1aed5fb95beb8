func report() {
    do {
        let total = 2
        print(total)
    }
    print("sum \(total + 1)")
}
