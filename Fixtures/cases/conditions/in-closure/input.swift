var saveButton: some View {
    Button("Save") {
        if #available(iOS 15, *) {
            save(.modern)
        } else {
            save(.legacy)
        }
    }
}
