func layout() {
    first()
  second()
third()
fourth()
      fifth(
  sixth)
}
