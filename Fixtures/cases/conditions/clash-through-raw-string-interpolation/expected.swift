func show(name: String) {
    do {
        let name = "inner"
        print(name)
    }
    print(#"name: \#(name)"#)
}

func greet(user: String) {
    do {
        let user = "guest"
        print(user)
    }
    print(##"""
        Hello, \##(user)!
        """##)
}
