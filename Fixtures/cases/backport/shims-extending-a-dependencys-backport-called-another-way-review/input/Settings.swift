import SwiftUI
import SwiftUIBackports

/// The dependency's `Backport` value is kept and used later: a call the run cannot follow.
struct Settings: View {
    var body: some View {
        let backported = Text("c").backport
        backported.navigationTransitionAutomatic()
    }
}
