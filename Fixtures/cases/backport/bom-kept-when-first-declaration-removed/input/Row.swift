import SwiftUI

struct Row: View {
    var body: some View {
        Image(systemName: "bell").backport.symbolBounce(1)
    }
}
