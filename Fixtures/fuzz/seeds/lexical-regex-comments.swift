/* outer /* inner #available(iOS 15, *) { */ still comment } */
let r1 = /a+b}/
let r2 = #/
    (?<year>\d+) # } #available
    /#
let r3 = #/#available\(iOS/#
func h(_ x: Int) -> Int {
    // if #available(iOS 15, *) {
    let y = x / 2 / 3
    if #available(iOS 15, *), y > 1 {
        return try! /x/.wholeMatch(in: "x") != nil ? 1 : 0
    }
    return y
}
