@available(iOS 17, *)
struct Observed {}

@available(iOS 16.1, *)
struct LiveActivity {}
