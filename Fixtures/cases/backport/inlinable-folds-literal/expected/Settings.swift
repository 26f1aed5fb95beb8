import SwiftUI

struct Settings: View {
    var body: some View {
        VStack {
            List { Text("a") }.scrollContentBackground(.hidden)
            Form { Text("b") }.scrollContentBackground(.visible)
            List { Text("c") }.scrollContentBackground(showsBackground ? .visible : .hidden)
        }
    }
}
