#if !compiler(>=5.8) || os(macOS)
let platformNote = "mac or old compiler"
#endif

#if swift(>=5.7) && (os(iOS) || os(tvOS))
let touch = true
#else
let touch = false
#endif
