func layout() {
    if #available(iOS 15, *) {
          first()
        second()
      third()
   fourth()
            fifth(
        sixth)
    } else {
        legacy()
    }
}
