func flush(_ buffer: [UInt8]) {
    close()
}
