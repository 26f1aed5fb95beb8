#if os(macOS)
let platformNote = "mac or old compiler"
#endif

#if os(iOS) || os(tvOS)
let touch = true
#else
let touch = false
#endif
