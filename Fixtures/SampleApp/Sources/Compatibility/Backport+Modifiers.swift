import SwiftUI

extension Backport where Content: View {
    /// Shows `count` as a badge on a list row or tab item; no badge before iOS 15.
    @ViewBuilder func badge(_ count: Int) -> some View {
        if #available(iOS 15, *) {
            content.badge(count)
        } else {
            content
        }
    }

    /// Keeps a sheet from being swiped away; before iOS 15 sheets can always be dismissed.
    @ViewBuilder func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        if #available(iOS 15, *) {
            content
                .interactiveDismissDisabled(
                    isDisabled
                )
        } else {
            content
        }
    }

    /// Sets the font weight of the text inside; the system weight before iOS 16.
    @available(iOS, deprecated: 16, message: "Use SwiftUI.View.fontWeight(_:)")
    @ViewBuilder func fontWeight(_ weight: Font.Weight?) -> some View {
        if #available(iOS 16, *) {
            content.fontWeight(weight)
        } else {
            content
        }
    }

    /// Lets a sheet rest at half height; a full-height sheet before iOS 16.
    @ViewBuilder func presentationDetents(_ detents: [SheetDetent]) -> some View {
        if #available(iOS 16, *) {
            content.presentationDetents(Set(detents.map(\.swiftUI)))
        } else {
            content
        }
    }

    /// Hides row separators; tvOS lists have none to hide.
    @ViewBuilder func hiddenRowSeparator() -> some View {
        #if os(tvOS)
        content
        #else
        if #available(iOS 15, *) {
            content.listRowSeparator(.hidden)
        } else {
            content
        }
        #endif
    }

    /// Lets the app background show through a `List` or `Form`.
    @available(iOS, deprecated: 16, message: "Use SwiftUI.View.scrollContentBackground(.hidden)")
    @ViewBuilder func hiddenScrollBackground() -> some View {
        if #available(iOS 16, *) {
            content.scrollContentBackground(.hidden)
        } else {
            // AppDelegate clears UITableView's background for the older systems.
            content
        }
    }

    /// Pull to refresh; before iOS 15 the list reloads only when it appears.
    @ViewBuilder func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        if #available(iOS 15, *) {
            content.refreshable(action: action)
        } else {
            content
        }
    }

    /// Lets a drag dismiss the keyboard as it goes; the keyboard stays up before iOS 16.
    @ViewBuilder func scrollDismissesKeyboardInteractively() -> some View {
        if #available(iOS 16, *) {
            content.scrollDismissesKeyboard(.interactively)
        } else {
            content
        }
    }

    /// Shows or hides the grouped background of a `List` or `Form`.
    @ViewBuilder func contentBackground(_ visible: Bool) -> some View {
        if #available(iOS 16, *) {
            content.scrollContentBackground(visible ? .visible : .hidden)
        } else {
            content
        }
    }

    /// Colours the navigation bar; before iOS 16 the appearance set up in `AppDelegate` applies.
    @ViewBuilder func toolbarBackground(_ color: Color) -> some View {
        if #available(iOS 16, *) {
            content.toolbarBackground(color, for: .navigationBar)
        } else {
            content
        }
    }

    /// Shows `count` as a badge, capped at 99 so that it fits a tab item; no badge before iOS 15.
    @ViewBuilder func cappedBadge(_ count: Int) -> some View {
        if #available(iOS 15, *) {
            content.badge(count > 99 ? 99 : count)
        } else {
            content
        }
    }
}

/// The sheet heights the app uses, in a form that exists on every supported OS.
enum SheetDetent: Hashable {
    case medium
    case large

    @available(iOS 16, *)
    var swiftUI: PresentationDetent {
        switch self {
        case .medium: return .medium
        case .large: return .large
        }
    }
}
