/// Makes SwiftUI visible to every file of the app.
@_exported import SwiftUI
