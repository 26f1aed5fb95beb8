func render(date: Date) -> String {
    if #available(iOS 15, *) {
        let style = Date.FormatStyle.dateTime
        return date.formatted(style)
    } else {
        let formatter = DateFormatter()
        return formatter.string(from: date)
    }
}
