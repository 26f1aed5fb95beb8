struct SplitView: View {
    @available(iOS 16, *)
    @State private var columnVisibility = NavigationSplitViewVisibility.all

    var body: some View { Text("x") }
}
