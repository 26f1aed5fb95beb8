func counts() {
    let count = 1
    if #available(iOS 15, *) {
        let first = 1, count = 3
        print(first, count)
    }
    if #available(iOS 15, *) {
        var low = 0, high: Int = 9
        low += high
    }
    print(count)
}
