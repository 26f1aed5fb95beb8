import Dispatch

var tasks: [Task<Void, Never>] = []
let queue = DispatchQueue(label: "cache")

func load() async -> Int { 1 }
func compute() -> Int { 2 }

func refresh() async throws {
    // Inlined, `await load()` would be the closure's value: the task a `Task<Int, Never>`,
    // which `tasks` does not take.
    let task = Task {
        do {
            await load()
        }
    }
    tasks.append(task)
    // `sync<T>` would return the value: `value` an `Int`, not `()`.
    let value = queue.sync {
        do {
            compute()
        }
    }
    print(value)
    let detached = try await Task.detached(priority: .low) {
        do {
            await load()
        }
    }.value
    print(detached)
    // Nothing stores these, or the type is written: inlined.
    Task {
        await load()
    }
    let typed: Task<Void, Never> = Task {
        _ = await load()
    }
    tasks.append(typed)
}

// A stored call's closure whose `if` has one expression per branch may have it as its value (the
// call's generic result then its type) or as a statement: left for review.
func makeButton() -> Button<Text> {
    let button = Button("Save") {
        if #available(iOS 15, *) {
            save(.modern)
        } else {
            save(.legacy)
        }
    }
    return button
}
