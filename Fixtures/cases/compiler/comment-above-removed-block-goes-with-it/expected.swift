struct Box {
  var value = 0

  // Kept for old toolchains on macOS 14.

  var doubled: Int { value * 2 }
}
