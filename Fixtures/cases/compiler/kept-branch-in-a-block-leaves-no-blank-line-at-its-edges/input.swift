struct Deque {
  var count = 0

  #if compiler(>=6.2)

  var isEmpty: Bool { count == 0 }

  #endif
}

func work() {
  #if compiler(>=6.2)

  step()
  #endif

  finish()
}
