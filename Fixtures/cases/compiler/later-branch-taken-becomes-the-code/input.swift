func layout() {
    #if compiler(>=6.2)
    newest()
    #elseif compiler(>=5.9)
    modern()
    #else
    oldest()
    #endif
}
