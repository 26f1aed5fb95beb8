// SwiftUI's ToolbarContentBuilder has no buildBlock() for an empty body, so neither the
// property's body nor the closure may be left empty.
protocol ToolbarContent {}
struct ToolbarItem: ToolbarContent {}
struct Maybe<C: ToolbarContent>: ToolbarContent { var c: C? }
@resultBuilder
enum ToolbarContentBuilder {
    static func buildBlock<C: ToolbarContent>(_ c: C) -> C { c }
    static func buildOptional<C: ToolbarContent>(_ c: C?) -> Maybe<C> { Maybe(c: c) }
    static func buildLimitedAvailability<C: ToolbarContent>(_ c: C) -> C { c }
    static func buildEither<C: ToolbarContent>(first c: C) -> C { c }
    static func buildEither<C: ToolbarContent>(second c: C) -> C { c }
}

func toolbar<C: ToolbarContent>(id: String, @ToolbarContentBuilder content: () -> C) -> C { content() }

struct LegacyItems {
    @ToolbarContentBuilder var body: some ToolbarContent {
        if #unavailable(iOS 16) {
            ToolbarItem()
        }
    }
}

func install(_ ready: Bool) {
    _ = toolbar(id: "main") {
        if #unavailable(iOS 15) {
            ToolbarItem()
        }
    }
    // A statement's block and a function without a result type may be left empty.
    if ready {
        if #unavailable(iOS 15) {
            print("legacy")
        }
    }
}

func cleanUp() {
    guard #available(iOS 14, *) else { return }
}

final class Settings {
    var count = 0
    // A property observer's body may be left empty.
    var isOn = false {
        didSet {
            if #unavailable(iOS 15) {
                count += 1
            }
        }
    }
}

func logAll(_ items: [Int]) {
    // A loop's body may be left empty; a closure's, past its signature, may not.
    for item in items {
        if #unavailable(iOS 15) {
            print(item)
        }
    }
    items.forEach { item in
        if #unavailable(iOS 15) {
            print(item)
        }
    }
}
