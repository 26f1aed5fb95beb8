func counts() {
    let count = 1
    do {
        let first = 1, count = 3
        print(first, count)
    }
    var low = 0, high: Int = 9
    low += high
    print(count)
}
