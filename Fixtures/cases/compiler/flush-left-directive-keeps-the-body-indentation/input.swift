struct Settings {
    var name = ""
#if swift(>=5.9)
    var modern: Int { 1 }

    func run() {
        print("a")
    }
#else
    var legacy: Int { 0 }
#endif
}

func setUp() {
    prepare()
#if compiler(>=5.9)
    let style = "framed"
    apply(style)
#endif
}

final class Box {
    func load() {
    #if swift(>=5.8)
        fetch()
    #endif
    }
}

#if swift(>=5.9)
    let fileLevel = 1
#endif
