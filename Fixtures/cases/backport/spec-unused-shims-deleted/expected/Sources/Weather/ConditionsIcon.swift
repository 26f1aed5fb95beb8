import SwiftUI

struct ConditionsIcon: View {
    let conditions: Conditions

    var body: some View {
        Image(systemName: conditions.symbolName)
            .font(.largeTitle)
            .backport.bounce(value: conditions)
    }
}
