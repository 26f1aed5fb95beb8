import SwiftUI

struct ContactList: View {
    let contacts: [Contact]

    var body: some View {
        List(contacts) { contact in
            ContactRow(contact: contact)
                .backport.listRowSeparator(hidden: contact.isLast)
        }
    }
}
