let a = """
    if #available(iOS 15, *) { } }
    \"""
    """
let b = #"""
    """ #available(iOS 14, *) } "\(x)" \#(y)
    """#
let c = #"a "quoted" } #available"#
let d = "\(f(x) ? "#available(iOS 13, *)" : "}")) }"
func g() {
    if #available(iOS 15, *) {
        print(a, b, c, d)
    } else {
        print("old }")
    }
}
