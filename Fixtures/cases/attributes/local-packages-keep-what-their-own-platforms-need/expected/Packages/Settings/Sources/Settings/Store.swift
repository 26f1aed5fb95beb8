struct Store {}

@available(macOS 13, *)
struct CloudStore {}
