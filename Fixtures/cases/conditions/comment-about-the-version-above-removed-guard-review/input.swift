final class CacheMigration {
    func migrateIfNeeded() {
        // Check the version here rather than on the function, so that callers need no logic of their own.
        // Also, nothing needs migrating on a version lower than this.
        guard #available(iOS 15, *) else { return }
        migrate()
    }

    func migrate() {}
}
