// @available(iOS 15, *)
let attribute = "@available(iOS 15, *)"
/* @available(iOS 15, *) */
struct Plain {}
