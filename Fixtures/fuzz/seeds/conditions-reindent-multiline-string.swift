func greet(name: String) {
    if #available(iOS 15, *) {
        let banner = """
  Hello,
      \(name)
  """
        let footer = #"""
            Bye

              "now"
            """#
        let note = """
        Dear
      """
        print(banner, footer, note)
    }
}
