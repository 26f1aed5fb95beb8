// if #available(iOS 15, *) { modern() } else { legacy() }
/* guard #available(iOS 15, *) else { return } */
let snippet = "if #available(iOS 15, *) {"
let block = """
    if #available(iOS 15, *) {
        modern()
    }
    """
let raw = #"guard #available(iOS 15, *) else { return } \(x)"#
/// Call only `if #available(iOS 15, *)`.
func documented() {}
