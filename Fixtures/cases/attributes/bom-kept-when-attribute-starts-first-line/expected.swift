struct A {}
