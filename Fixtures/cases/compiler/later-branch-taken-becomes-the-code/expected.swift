func layout() {
    #if compiler(>=6.2)
    newest()
    #else
    modern()
    #endif
}
