// A ring buffer of fixed capacity.

#if compiler(<6.2)
typealias Ring = [Int]
#else

struct Ring {
  var storage: [Int] = []
}

extension Ring {
  var isEmpty: Bool { storage.isEmpty }
}

#endif
