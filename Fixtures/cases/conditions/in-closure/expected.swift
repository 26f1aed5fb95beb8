var saveButton: some View {
    Button("Save") {
        save(.modern)
    }
}
