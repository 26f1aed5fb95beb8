@available(iOS 15, *)
struct A {}
