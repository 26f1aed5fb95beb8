func refresh() {
    prepare(); if #available(iOS 15, *) { modern() } else { legacy() }
}
