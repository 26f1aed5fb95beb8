import SwiftUI
import SwiftUIBackports

struct Screen: View {
    var body: some View {
        Text("a")
            .backport.navigationTransitionAutomatic()
        Text("b")
            .backport
            .navigationTransitionAutomatic()
    }
}
