func f() {
    let message = """
        Hello
          World
        """
    print(message)
}
