func drain(queue: Queue) {
    queue.close()
}
