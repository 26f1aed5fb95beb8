// Declarations only: the part of Apple's SwiftUI that Fixtures/SampleApp uses, so the app can be
// type-checked on Linux, where SwiftUI does not exist. Availability is written as in the real SDK
// (Linux ignores it); the bodies are trivial and never run.

@_exported import Combine
@_exported import Foundation
@_exported import UIKit

/// A piece of user interface.
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// Builds views from the statements of a closure.
@resultBuilder
public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent()
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent()
    }

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}

public struct EmptyView: View {
    public init() {}
    public var body: Never { fatalError() }
}

public struct TupleView<T>: View {
    public var value: T
    public init(_ value: T) { self.value = value }
    public var body: Never { fatalError() }
}

public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public var body: Never { fatalError() }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}

/// A type-erased view.
public struct AnyView: View {
    public init<V: View>(_ view: V) {}
    public var body: Never { fatalError() }
}

public struct Group<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// The structure and behaviour of an app.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor var body: Body { get }
    init()
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension App {
    /// Starts the app; the entry point of an `@main` type.
    public static func main() { fatalError() }
}

/// Part of an app's interface with a life cycle managed by the system.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor var body: Body { get }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Never: Scene {}

/// Builds scenes from the statements of a closure.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@resultBuilder
public struct SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct WindowGroup<Content: View>: Scene {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// Shows a SwiftUI view in a UIKit view-controller hierarchy.
open class UIHostingController<Content: View>: UIViewController {
    public init(rootView: Content) {
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

public protocol DynamicProperty {}

@propertyWrapper
public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) {}
    public init(initialValue value: Value) {}

    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }

    public var projectedValue: Binding<Value> { fatalError() }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() {}
}

@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}

    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError()
    }
}

/// The values views read with `@Environment`.
public struct EnvironmentValues {
    public var isEnabled: Bool { true }
}

@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {}
    public var wrappedValue: ObjectType { fatalError() }
}

@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    public init() {}
    public var wrappedValue: ObjectType { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {}

    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }

    public var projectedValue: Binding<Value> { fatalError() }
}

public struct Font: Hashable {
    public struct Weight: Hashable {
        public static let light = Weight()
        public static let regular = Weight()
        public static let semibold = Weight()
        public static let bold = Weight()
    }

    public static let title = Font()
    public static let headline = Font()
    public static let subheadline = Font()
    public static let body = Font()
    public static let caption = Font()
}

/// Something a shape can be filled or stroked with.
public protocol ShapeStyle {}

public struct Color: View, ShapeStyle, Hashable {
    public static let primary = Color()
    public static let secondary = Color()
    public static let accentColor = Color()
    public static let clear = Color()
    public static let orange = Color()

    public func opacity(_ opacity: Double) -> Color { self }
    public var body: Never { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == Color {
    public static var orange: Color { Color.orange }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct HierarchicalShapeStyle: ShapeStyle {
    public static let primary = HierarchicalShapeStyle()
    public static let secondary = HierarchicalShapeStyle()
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
}

public struct HorizontalAlignment: Equatable {
    public static let leading = HorizontalAlignment()
    public static let center = HorizontalAlignment()
    public static let trailing = HorizontalAlignment()
}

public struct VerticalAlignment: Equatable {
    public static let top = VerticalAlignment()
    public static let center = VerticalAlignment()
    public static let bottom = VerticalAlignment()
}

public enum Axis {
    public struct Set: OptionSet {
        public var rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum Visibility: Hashable {
    case automatic
    case visible
    case hidden
}

/// Where a toolbar's items go; also names the bars `toolbarBackground(_:for:)` colours.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ToolbarPlacement {
    public static let automatic = ToolbarPlacement()
    public static let navigationBar = ToolbarPlacement()
    public static let tabBar = ToolbarPlacement()
    public static let bottomBar = ToolbarPlacement()
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct PresentationDetent: Hashable {
    public static let medium = PresentationDetent()
    public static let large = PresentationDetent()
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ScrollDismissesKeyboardMode {
    public static var automatic: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode() }
    public static var immediately: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode() }
    public static var interactively: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode() }
    public static var never: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode() }
}

public protocol NavigationViewStyle {}

public struct StackNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension NavigationViewStyle where Self == StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

public struct Text: View, Equatable {
    public init<S: StringProtocol>(_ content: S) {}
    public var body: Never { fatalError() }
}

public struct Image: View {
    public init(systemName: String) {}
    public init(uiImage: UIImage) {}
    public func resizable() -> Image { self }
    public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct Label<Title: View, Icon: View>: View {
    public init(_ title: String, systemImage name: String) where Title == Text, Icon == Image {}
    public var body: Never { fatalError() }
}

public struct Spacer: View {
    public init(minLength: CGFloat? = nil) {}
    public var body: Never { fatalError() }
}

public struct VStack<Content: View>: View {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct HStack<Content: View>: View {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct LazyHStack<Content: View>: View {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct ScrollView<Content: View>: View {
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct List<SelectionValue: Hashable, Content: View>: View {
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {}
    public var body: Never { fatalError() }
}

public struct Form<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct Section<Parent: View, Content: View>: View {
    public init(header: Parent, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where Data.Element: Identifiable, ID == Data.Element.ID {}
    public var body: Never { fatalError() }
}

public struct Button<Label: View>: View {
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {}
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) where Label == Text {}
    public var body: Never { fatalError() }
}

public struct TextField<Label: View>: View {
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) where Label == Text {}
    public var body: Never { fatalError() }
}

public struct Toggle<Label: View>: View {
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) where Label == Text {}
    public var body: Never { fatalError() }
}

public struct NavigationView<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationStack<Root: View>: View {
    public init(@ViewBuilder root: () -> Root) {}
    public var body: Never { fatalError() }
}

public struct NavigationLink<Label: View, Destination: View>: View {
    public init(destination: Destination, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}

public struct TabView<SelectionValue: Hashable, Content: View>: View {
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Int {}
    public var body: Never { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct AsyncImage<Content: View>: View {
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {}
    public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ShareLink: View {
    public init(item: URL) {}
    public var body: Never { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ContentUnavailableView: View {
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {}
    public var body: Never { fatalError() }
}

/// A 2D outline that can be drawn or used to clip a view.
public protocol Shape: View {}

public struct RoundedRectangle: Shape {
    public init(cornerRadius: CGFloat) {}
    public var body: Never { fatalError() }
}

extension View {
    public func font(_ font: Font?) -> some View { self }
    public func foregroundColor(_ color: Color?) -> some View { self }
    public func lineLimit(_ number: Int?) -> some View { self }
    public func padding() -> some View { self }
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil) -> some View { self }
    public func scaledToFill() -> some View { self }
    public func clipShape<S: Shape>(_ shape: S) -> some View { self }
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { self }
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View { self }

    public func sheet<Content: View>(
        isPresented: Binding<Bool>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        self
    }

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }

    @available(iOS 15.0, macOS 12.0, *)
    public func badge(_ count: Int) -> some View { self }

    @available(iOS 15.0, macOS 12.0, *)
    public func listRowSeparator(_ visibility: Visibility) -> some View { self }

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func fontWeight(_ weight: Font.Weight?) -> some View { self }

    @available(iOS 16.0, macOS 13.0, *)
    public func scrollContentBackground(_ visibility: Visibility) -> some View { self }

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { self }

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }

    @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func scrollDisabled(_ disabled: Bool) -> some View { self }

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func searchable(text: Binding<String>, prompt: Text? = nil) -> some View { self }

    public func modifier<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent(content: self, modifier: modifier) }
}

/// A modifier applied to a view or another modifier, producing a different version of the original value.
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor func body(content: Content) -> Body
}

/// The content a `ViewModifier` is given.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public var body: Never { fatalError() }
}

/// A value with a modifier applied to it.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { fatalError() }
}
