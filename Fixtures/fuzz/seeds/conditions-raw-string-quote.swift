func quotes() {
    if #available(iOS 15, *) {
        print(#"""#, ##"""##, #""""#, #""" "#)
        let tail = ##"""#"##
        let block = #"""
            a "quoted" \(line) "#
            """#
        print(tail, block)
    }
}
