@available(macOS 12, *)
struct Store {}

@available(macOS 13, *)
struct CloudStore {}
