import SwiftUI

struct FormView: View {
    var body: some View {
        List { Text("a") }
            .backport.dismissesKeyboardInteractively()
    }
}
