import SwiftUI

struct Backport<Base> {
    let base: Base
}

extension View {
    var backport: Backport<Self> { Backport(base: self) }
}

extension Backport where Base == Any {
    @ViewBuilder static func ProgressView(value: Double) -> some View {
        if #available(iOS 14, *) {
            SwiftUI.ProgressView(value: value)
        } else {
            Text("\(Int(value * 100)) %")
        }
    }
}

extension Backport where Base: View {
    @ViewBuilder func textSelection(_ enabled: Bool) -> some View {
        if #available(iOS 15, *) {
            base.textSelection(enabled)
        } else {
            base
        }
    }
}
import SwiftUI

struct Upload: View {
    var body: some View {
        VStack {
            Backport.ProgressView(value: progress)
            Text(name).backport.textSelection(true)
        }
    }
}
