func drain(queue: Queue) {
    while #unavailable(iOS 15), queue.hasItems {
        queue.popLegacy()
    }
    queue.close()
}
