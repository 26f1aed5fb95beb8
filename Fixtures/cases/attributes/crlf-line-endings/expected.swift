struct A {}

public struct B {}
