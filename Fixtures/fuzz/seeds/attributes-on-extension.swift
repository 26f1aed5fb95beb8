@available(iOS 15, *)
extension View {
    func card() -> some View { self }
}
