#if compiler(>=6.2)
let feature = true
#else
let feature = false
#endif
