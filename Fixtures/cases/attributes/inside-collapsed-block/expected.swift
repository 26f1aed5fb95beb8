func make() {
    struct Local {}
    use(Local())
}
