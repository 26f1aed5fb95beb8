@available(macCatalyst 15, *)
struct CatalystFeature {}
