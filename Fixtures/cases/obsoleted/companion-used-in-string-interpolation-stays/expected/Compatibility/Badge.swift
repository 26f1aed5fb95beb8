import SwiftUI

func formattedBadge(_ count: Int) -> String {
    count > 99 ? "99+" : String(count)
}
