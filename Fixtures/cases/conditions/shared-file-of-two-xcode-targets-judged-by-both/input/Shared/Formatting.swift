import SwiftUI

@available(iOS 15, *)
func formattedDate(_ date: Date) -> String {
    date.formatted(.dateTime.day().month())
}

func caption(_ text: String) -> some View {
    Group {
        if #available(iOS 16, *) {
            Text(text).fontWeight(.medium).lineLimit(2, reservesSpace: true)
        } else {
            Text(text).fontWeight(.medium).lineLimit(2)
        }
    }
}
