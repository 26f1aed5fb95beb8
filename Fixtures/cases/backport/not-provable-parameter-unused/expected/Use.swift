import SwiftUI

struct Use: View {
    var body: some View {
        Text("a").backport.badgeIfAny(2, animated: true)
    }
}
