struct Box {
  var value = 0

  // This compiler guard is here because older compilers
  // cannot see through the borrow.
  #if compiler(<6.2)
  var copy: Int { value }
  #endif

  // Kept for old toolchains on macOS 14.
  #if compiler(<6.2)
  var legacy: Int { value }
  #endif

  var doubled: Int { value * 2 }
}
