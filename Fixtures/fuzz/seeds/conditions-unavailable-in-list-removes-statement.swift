func run(shouldMigrate: Bool) {
    prepare()
    if shouldMigrate, #unavailable(iOS 15) {
        migrateLegacyStore()
    }
    finish()
}
