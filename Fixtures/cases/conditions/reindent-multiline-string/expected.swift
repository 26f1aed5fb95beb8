func greet(name: String) {
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
