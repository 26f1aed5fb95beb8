import SwiftUI

/// `LazyVStack` where the system has it.
struct LazyVStack<Content: View>: View {
    let spacing: CGFloat?
    let content: Content

    var body: some View {
        SwiftUI.LazyVStack(spacing: spacing, content: { content })
    }
}
