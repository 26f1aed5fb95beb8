struct CatalystFeature {}
