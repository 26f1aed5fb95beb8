struct Row: View {
    var body: some View {
        Text("a")
    }
}
