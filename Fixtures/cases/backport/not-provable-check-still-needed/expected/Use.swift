import SwiftUI

struct Use: View {
    var body: some View {
        Text("a").backport.fontDesign(.rounded)
    }
}
