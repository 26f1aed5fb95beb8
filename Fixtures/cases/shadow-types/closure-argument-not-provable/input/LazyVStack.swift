import SwiftUI

/// `LazyVStack` where the system has it.
struct LazyVStack<Content: View>: View {
    let spacing: CGFloat?
    let content: Content

    var body: some View {
        if #available(iOS 14, *) {
            SwiftUI.LazyVStack(spacing: spacing, content: { content })
        } else {
            VStack(spacing: spacing) { content }
        }
    }
}
