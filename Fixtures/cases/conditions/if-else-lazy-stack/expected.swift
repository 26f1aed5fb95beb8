import SwiftUI

struct ContentView: View {
    var body: some View {
        Group {
            Text("A long vertical view is below!")

            LazyHStack {
                View1()
                View2()
            }
        }
    }
}
