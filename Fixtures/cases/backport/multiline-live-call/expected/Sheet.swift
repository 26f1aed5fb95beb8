import SwiftUI

struct Sheet: View {
    var body: some View {
        Form { Text("Edit") }
            .interactiveDismissDisabled(hasChanges)
    }
}
