func height() -> Int {
    let h = if #available(iOS 15, *) { 44 } else { 40 }
    return h
}
