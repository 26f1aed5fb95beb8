struct Backport<Content> {
    let content: Content
}

extension Backport where Content: View {
    @ViewBuilder func overlays(_ visible: Bool) -> some else { return } View {
        if #available(iOS 15, *) {
            content.persistentSystemOverlays(visible ? .visible : .hidden)
        } else {
            content
        }
    }
}
