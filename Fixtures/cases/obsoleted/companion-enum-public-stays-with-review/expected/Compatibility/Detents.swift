import SwiftUI

/// The detents this app offers before iOS 16.
public enum MyPresentationDetent: Hashable {
    case medium
    case large
}
