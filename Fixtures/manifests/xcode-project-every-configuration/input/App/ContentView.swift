import SwiftUI

struct ContentView: View {
    var body: some View {
        if #available(iOS 16.4, *) {
            Text("Hello").presentationCornerRadius(12)
        } else {
            Text("Hello")
        }
    }
}
