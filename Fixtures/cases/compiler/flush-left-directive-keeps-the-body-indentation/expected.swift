struct Settings {
    var name = ""
    var modern: Int { 1 }

    func run() {
        print("a")
    }
}

func setUp() {
    prepare()
    let style = "framed"
    apply(style)
}

final class Box {
    func load() {
        fetch()
    }
}

let fileLevel = 1
