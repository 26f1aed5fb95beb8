@available(iOS 15, *)
struct A {}

@available(iOS 14, *) public struct B {}
