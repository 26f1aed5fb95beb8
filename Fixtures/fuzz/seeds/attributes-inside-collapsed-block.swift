func make() {
    if #available(iOS 15, *) {
        @available(iOS 15, *)
        struct Local {}
        use(Local())
    }
}
