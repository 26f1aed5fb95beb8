func scan() {
    legacy: if #unavailable(iOS 16) {
        break legacy
    }
    retry: while #unavailable(iOS 15) {
        continue retry
    }
    done()
}
