import SwiftUI

extension View {
    // Declares the `styled…` helpers.
    #styleHelpers(prefix: "styled")
}

struct Settings: View {
    var body: some View { Text("Settings") }
}
