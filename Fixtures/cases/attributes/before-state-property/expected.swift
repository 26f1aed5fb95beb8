struct SplitView: View {
    @State private var columnVisibility = NavigationSplitViewVisibility.all

    var body: some View { Text("x") }
}
