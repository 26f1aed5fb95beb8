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
