let button = Button("Save") {
    save(.modern)
}
