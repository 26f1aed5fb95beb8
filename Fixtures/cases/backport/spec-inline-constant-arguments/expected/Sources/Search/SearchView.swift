import SwiftUI

struct SearchView: View {
    @StateObject private var model = SearchModel()

    var body: some View {
        List(model.results) { result in
            ResultRow(result: result)
        }
        .scrollDismissesKeyboard(.interactively)
        .searchable(text: $model.query)
        .toolbarBackground(.orange, for: .navigationBar)
    }
}
