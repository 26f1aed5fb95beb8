import SwiftUI

struct ContentView: View {
    var body: some View {
        Group {
            Text("A long vertical view is below!")

            if #available(iOS 14.0, *) {
                LazyHStack {
                    View1()
                    View2()
                }
            } else {
                // Fallback on earlier versions
                HStack {
                    View1()
                    View2()
                }
            }
        }
    }
}
