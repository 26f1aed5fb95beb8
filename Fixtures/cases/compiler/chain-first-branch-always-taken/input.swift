func layout() {
    #if compiler(>=5.9)
    modern()
    #elseif compiler(>=5.7)
    older()
    #else
    oldest()
    #endif
    done()
}
