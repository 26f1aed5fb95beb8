struct Deque {
  var count = 0

  var isEmpty: Bool { count == 0 }
}

func work() {
  step()

  finish()
}
