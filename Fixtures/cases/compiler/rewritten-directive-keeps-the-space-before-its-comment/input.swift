#if compiler(>=6.0) && swift(>=6.0)  // 5.10 does not support this
let modern = 1
#endif

#if compiler(<6.0)
let old = 1
#elseif swift(>=6.0)	// a tab before this comment
let new = 1
#else   // three spaces
let other = 1
#endif
