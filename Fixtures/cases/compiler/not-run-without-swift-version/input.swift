#if compiler(>=5.9)
let feature = true
#endif
