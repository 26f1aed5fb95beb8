func render(date: Date) -> String {
    let style = Date.FormatStyle.dateTime
    return date.formatted(style)
}
