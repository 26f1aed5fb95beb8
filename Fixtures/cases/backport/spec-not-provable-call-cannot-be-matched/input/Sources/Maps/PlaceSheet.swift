import SwiftUI

struct MapScreen: View {
    @State private var selectedPlace: Place?

    var body: some View {
        MapView(selection: $selectedPlace)
            .sheet(item: $selectedPlace) { place in
                PlaceDetail(place: place)
                    .backport.presentationDetents(.medium, .large)
            }
    }
}
