func save() throws {
    do {
        if #available(iOS 15, *) {
            try write()
            return
        }
        print("legacy")
    } catch {
        print("failed")
        throw error
    }
    print("after")
}

func load() {
    do {
        if #available(iOS 15, *) {
            print("new")
            return
        } else if try legacyReady() {
            print("old")
        }
    } catch {
        print("failed")
    }
    print("after")
}

func sync() {
    do {
        if #available(iOS 15, *) {
            try upload()
            return
        }
        print("legacy")
    } catch {
        print("failed")
    }
    print("after")
}

func fetch() {
    do {
        let source = if #available(iOS 15, *) { "network" } else { try legacySource() }
        print(source)
        return
    } catch {
        print("failed")
    }
    print("after")
}
