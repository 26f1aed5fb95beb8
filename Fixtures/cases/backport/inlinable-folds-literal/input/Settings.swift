import SwiftUI

struct Settings: View {
    var body: some View {
        VStack {
            List { Text("a") }.backport.contentBackground(false)
            Form { Text("b") }.backport.contentBackground(true)
            List { Text("c") }.backport.contentBackground(showsBackground)
        }
    }
}
