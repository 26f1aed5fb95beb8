struct Settings {
    @Clamped var volume: Int = 3
}
