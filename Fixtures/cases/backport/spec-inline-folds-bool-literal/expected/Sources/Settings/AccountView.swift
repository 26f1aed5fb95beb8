import SwiftUI

struct AccountView: View {
    let isEditing: Bool
    @Binding var email: String

    var body: some View {
        Form {
            TextField("Email", text: $email)
        }
        .scrollContentBackground(.visible)
        .scrollDismissesKeyboard(isEditing ? .interactively : .immediately)
    }
}
