import SwiftUI

struct Backport<Content> {
    let content: Content

    init(_ content: Content) {
        self.content = content
    }
}

extension View {
    var backport: Backport<Self> { Backport(self) }
}

extension Backport where Content: View {
    /// Lets a drag dismiss the keyboard as it goes; the keyboard stays up on older systems.
    @ViewBuilder func scrollDismissesKeyboardInteractively() -> some View {
        if #available(iOS 16, *) {
            content.scrollDismissesKeyboard(.interactively)
        } else {
            content
        }
    }

    /// Tints the navigation bar; older systems use the appearance proxy instead.
    @ViewBuilder func toolbarBackground(_ color: Color) -> some View {
        if #available(iOS 16, *) {
            content.toolbarBackground(color, for: .navigationBar)
        } else {
            content
        }
    }
}
import SwiftUI

struct FiltersView: View {
    let theme: Theme
    @Binding var filters: Filters

    var body: some View {
        Form {
            TextField("Keyword", text: $filters.keyword)
            Toggle("Only favourites", isOn: $filters.onlyFavourites)
        }
        .backport
        .scrollDismissesKeyboardInteractively()
        .backport.toolbarBackground(theme.barColor)
    }
}
import SwiftUI

struct SearchView: View {
    @StateObject private var model = SearchModel()

    var body: some View {
        List(model.results) { result in
            ResultRow(result: result)
        }
        .backport.scrollDismissesKeyboardInteractively()
        .searchable(text: $model.query)
        .backport.toolbarBackground(.orange)
    }
}
