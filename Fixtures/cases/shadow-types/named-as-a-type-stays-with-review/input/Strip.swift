import SwiftUI

struct Strip {
    let stack: LazyHStack<Text>
}
