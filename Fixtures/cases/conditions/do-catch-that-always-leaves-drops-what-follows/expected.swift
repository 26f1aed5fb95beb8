func save() throws {
    do {
        try write()
        return
    } catch {
        print("failed")
        throw error
    }
}

func load() {
    do {
        print("new")
        return
    } catch {
        print("failed")
    }
}

func sync() {
    do {
        try upload()
        return
    } catch {
        print("failed")
    }
    print("after")
}

func fetch() {
    do {
        let source = "network"
        print(source)
        return
    } catch {
        print("failed")
    }
}
