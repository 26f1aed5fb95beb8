// A ring buffer of fixed capacity.

struct Ring {
  var storage: [Int] = []
}

extension Ring {
  var isEmpty: Bool { storage.isEmpty }
}
