import SwiftUI

struct Player: View {
    @State private var volume = 0.5

    var body: some View {
        Slider(value: $volume)
            .backport.focusable(true)
            .backport.onChange(of: volume) { old, new in
                print(old, new)
            }
    }
}
