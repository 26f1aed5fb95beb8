import SwiftUI
struct V: View { var body: some View { Text("a").badge(1) } }
