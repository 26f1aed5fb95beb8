func report() {
    if #available(iOS 15, *) {
        let total = 2
        print(total)
    }
    print("sum \(total + 1)")
}
