func flush(_ buffer: [UInt8]) {
    // Writes to the file system before the buffer is full.
    if #unavailable(iOS 15) {
        write(buffer)
    }
    close()
}
