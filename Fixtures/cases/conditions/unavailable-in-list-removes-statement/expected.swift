func run(shouldMigrate: Bool) {
    prepare()
    finish()
}
