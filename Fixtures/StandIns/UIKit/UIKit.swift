// Declarations only: the part of Apple's UIKit (and QuartzCore) that Fixtures/SampleApp uses, so
// the app can be type-checked on Linux, where UIKit does not exist. Never run.

@_exported import Foundation
#if canImport(FoundationNetworking)
// On Apple platforms URLSession is part of Foundation; on Linux it lives in its own module.
@_exported import FoundationNetworking
#endif

open class UIResponder: NSObject {}

public protocol UIApplicationDelegate: AnyObject {}

public protocol UISceneDelegate: AnyObject {}

public protocol UIWindowSceneDelegate: UISceneDelegate {}

open class UIApplication: UIResponder {
    public struct LaunchOptionsKey: Hashable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    open class var shared: UIApplication { fatalError() }
    open var connectedScenes: Set<UIScene> { [] }
}

@discardableResult
public func UIApplicationMain(
    _ argc: Int32,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
    _ principalClassName: String?,
    _ delegateClassName: String?
) -> Int32 {
    fatalError()
}

@available(iOS 13.0, *)
open class UIScene: UIResponder {
    open class ConnectionOptions: NSObject {}
}

@available(iOS 13.0, *)
open class UISceneSession: NSObject {}

@available(iOS 13.0, *)
open class UIWindowScene: UIScene {
    open var windows: [UIWindow] { [] }
}

open class UIColor: NSObject {
    open class var clear: UIColor { UIColor() }
    open class var secondaryLabel: UIColor { UIColor() }
    open class var systemBackground: UIColor { UIColor() }
    open class var systemGreen: UIColor { UIColor() }
    @available(iOS 15.0, *)
    open class var systemMint: UIColor { UIColor() }
}

open class UIFont: NSObject {
    public struct TextStyle: Hashable {
        public static let headline = TextStyle()
        public static let body = TextStyle()
    }

    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont { UIFont() }
}

open class UIImage: NSObject {
    public init?(data: Data) {}
}

open class CALayer: NSObject {
    open var cornerRadius: CGFloat = 0
}

open class UIView: UIResponder {
    open var backgroundColor: UIColor?
    open var tintColor: UIColor!
    open var layer: CALayer { CALayer() }

    open func addSubview(_ view: UIView) {}

    /// `UIAppearance`'s proxy, declared on the class as the real protocol extension makes it appear.
    open class func appearance() -> Self { fatalError() }
}

open class UIWindow: UIView {
    open var rootViewController: UIViewController?
    open var isKeyWindow: Bool { false }

    @available(iOS 13.0, *)
    public init(windowScene: UIWindowScene) {}

    open func makeKeyAndVisible() {}
}

open class UITableView: UIView {}

open class UILabel: UIView {
    open var text: String?
    open var font: UIFont!
}

open class UIMenuElement: NSObject {}

@available(iOS 13.0, *)
open class UIAction: UIMenuElement {
    public init(title: String = "", image: UIImage? = nil, handler: @escaping (UIAction) -> Void) {}
}

open class UIControl: UIView {
    public struct State: OptionSet {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
    }

    public struct Event: OptionSet {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchUpInside = Event(rawValue: 1 << 6)
    }

    @available(iOS 14.0, *)
    open func addAction(_ action: UIAction, for controlEvents: Event) {}
}

open class UIButton: UIControl {
    public enum ButtonType {
        case custom
        case system
    }

    @available(iOS 15.0, *)
    public struct Configuration {
        public enum CornerStyle {
            case fixed, dynamic, small, medium, large, capsule
        }

        public var title: String?
        public var cornerStyle: CornerStyle = .dynamic

        public static func filled() -> Configuration { Configuration() }
        public static func plain() -> Configuration { Configuration() }
    }

    public convenience init(type buttonType: ButtonType) {
        self.init()
    }

    @available(iOS 15.0, *)
    open var configuration: Configuration? {
        get { nil }
        set {}
    }

    @available(iOS 17.0, *)
    open var isSymbolAnimationEnabled: Bool {
        get { false }
        set {}
    }

    open func setTitle(_ title: String?, for state: UIControl.State) {}
}

open class UIBarAppearance: NSObject {
    open func configureWithDefaultBackground() {}
}

@available(iOS 13.0, *)
open class UINavigationBarAppearance: UIBarAppearance {}

open class UINavigationBar: UIView {
    @available(iOS 13.0, *)
    open var standardAppearance: UINavigationBarAppearance {
        get { UINavigationBarAppearance() }
        set {}
    }

    @available(iOS 13.0, *)
    open var scrollEdgeAppearance: UINavigationBarAppearance?

    @available(iOS 15.0, *)
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { nil }
        set {}
    }
}

open class UIPresentationController: NSObject {}

@available(iOS 15.0, *)
open class UISheetPresentationController: UIPresentationController {
    open class Detent: NSObject {
        public struct Identifier: Hashable, RawRepresentable {
            public var rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier(rawValue: "medium")
            public static let large = Identifier(rawValue: "large")
        }

        open class func medium() -> Detent { Detent() }
        open class func large() -> Detent { Detent() }
    }

    open var detents: [Detent] = []
    open var selectedDetentIdentifier: Detent.Identifier?
    open var prefersGrabberVisible = false

    open func animateChanges(_ changes: () -> Void) {}
}

open class UIViewController: UIResponder {
    open var view: UIView!

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    public required init?(coder: NSCoder) {}

    @available(iOS 15.0, *)
    open var sheetPresentationController: UISheetPresentationController? { nil }

    open func viewDidLoad() {}
    open func viewDidAppear(_ animated: Bool) {}

    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}

    @available(iOS 16.0, *)
    open func setNeedsUpdateOfSupportedInterfaceOrientations() {}
}

open class UIActivity: NSObject {}

open class UIActivityViewController: UIViewController {
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

public enum UIAccessibility {
    public struct Notification: Hashable {
        public static let screenChanged = Notification()
        public static let layoutChanged = Notification()
    }

    public static var isReduceMotionEnabled: Bool { false }

    public static func post(notification: Notification, argument: Any?) {}
}
