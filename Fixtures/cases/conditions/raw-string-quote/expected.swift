func quotes() {
    print(#"""#, ##"""##, #""""#, #""" "#)
    let tail = ##"""#"##
    let block = #"""
        a "quoted" \(line) "#
        """#
    print(tail, block)
}
