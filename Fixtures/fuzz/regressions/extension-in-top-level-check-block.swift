if #available(iOS 16, *) {
    extension Date {
        @available(iOS, obsoleted: 15.0)
        static var now: Date { .init() }
    }
}
