#if swift(>=6.0)
nonisolated(unsafe) var shared = 0
#else
var shared = 0
#endif
