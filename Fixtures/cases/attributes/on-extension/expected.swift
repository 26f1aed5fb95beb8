extension View {
    func card() -> some View { self }
}
