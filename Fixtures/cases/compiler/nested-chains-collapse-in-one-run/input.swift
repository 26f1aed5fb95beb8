func build() {
    #if compiler(>=5.9)
    #if swift(>=5.8)
    inner()
    #else
    innerOld()
    #endif
    outer()
    #else
    legacy()
    #endif
}
