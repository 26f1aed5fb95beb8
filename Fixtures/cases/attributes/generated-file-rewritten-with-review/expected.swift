// swiftlint:disable all
// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen

import UIKit

internal final class ColorAsset {
  internal fileprivate(set) var name: String

  @available(tvOS 11.0, *)
  internal private(set) lazy var color: UIColor = UIColor(named: name)!

  fileprivate init(name: String) {
    self.name = name
  }
}
