import SwiftUI

extension View {
    /// Applies `SearchableIfAvailable`.
    func searchableIfAvailable(text: Binding<String>, prompt: Text) -> some View {
        self.modifier(SearchableIfAvailable(text: text, prompt: prompt))
    }
}
