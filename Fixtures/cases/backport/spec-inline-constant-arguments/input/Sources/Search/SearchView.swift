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
