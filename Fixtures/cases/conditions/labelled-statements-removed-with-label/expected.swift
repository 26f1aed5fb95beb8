func scan() {
    done()
}
