import SwiftUI

struct Row: View {
    let name: String
    let icon: String
    var body: some View { Label(name, systemImage: icon) }
}
