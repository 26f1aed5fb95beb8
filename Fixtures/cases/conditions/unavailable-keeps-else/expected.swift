func configure() {
    modernLayout()
    animate()
}
