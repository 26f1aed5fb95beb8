func height() -> Int {
    let h = 44
    return h
}
