//===----------------------------------------------------------------------===//
//
// This source file is part of a collections package
//
//===----------------------------------------------------------------------===//

#if compiler(>=6.2)

#if !SINGLE_MODULE
import InternalUtilities
#endif

extension Array {
  var second: Element? { dropFirst().first }
}

#endif
