func draw() {
    #if compiler(>=5.9) // Xcode 15 and later
    fast()
    #else
    slow()
    #endif
}
