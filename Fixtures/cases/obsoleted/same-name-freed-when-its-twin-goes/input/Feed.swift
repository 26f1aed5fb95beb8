import SwiftUI

struct Feed {
    let items: [String]
}

extension Feed {
    @available(iOS, obsoleted: 15)
    func refresh() {}
}
