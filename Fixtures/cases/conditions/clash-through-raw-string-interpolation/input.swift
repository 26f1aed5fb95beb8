func show(name: String) {
    if #available(iOS 15, *) {
        let name = "inner"
        print(name)
    }
    print(#"name: \#(name)"#)
}

func greet(user: String) {
    if #available(iOS 15, *) {
        let user = "guest"
        print(user)
    }
    print(##"""
        Hello, \##(user)!
        """##)
}
