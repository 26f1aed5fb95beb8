func setUp() {
    #if os(iOS)
    if #available(iOS 15, *) {
        configureModern()
        return
    }
    let style = legacyStyle()
    #else
    let style = defaultStyle()
    #endif
    configureCommon(style)
}

func tearDown() {
    #if DEBUG
    if #available(iOS 15, *) { print("new"); return } else { print("old") }
    #warning("check the legacy path")
    log()
    #endif
}

func load(_ cached: Bool) {
    #if DEBUG
    if cached {
        if #available(iOS 15, *) {
            print("new")
            return
        }
        print("old")
    } else {
        return
    }
    #endif
    print("loaded")
}

func refresh(_ cached: Bool) {
    if cached {
        #if DEBUG
        if #available(iOS 15, *) {
            print("new")
            return
        }
        print("old")
        #else
        print("release")
        #endif
    } else {
        return
    }
    print("refreshed")
}
