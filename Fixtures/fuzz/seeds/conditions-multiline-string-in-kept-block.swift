func f() {
    if #available(iOS 15, *) {
        let message = """
            Hello
              World
            """
        print(message)
    }
}
