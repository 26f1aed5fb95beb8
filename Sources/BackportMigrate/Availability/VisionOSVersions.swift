/// What an iOS version in an `@available` attribute means on visionOS.
///
/// At compile time a visionOS build takes an attribute's iOS spec when the attribute names no
/// visionOS spec of its own, translated to the visionOS release built from that iOS release:
/// `@available(iOS 17.4, *)` is visionOS 1.1 there, `@available(iOS 18, *)` visionOS 2.0. The
/// compiler reads the translation from the SDK's version map (iOS to visionOS) and applies it as
/// follows: a version below the map's first key is visionOS's first release, 1.0; one above
/// its last key has no visionOS version (the declaration is not available there); one the
/// map does not list exactly is looked up again by its major number alone, and a major number
/// it does not list has no visionOS version either.
///
/// A run-time `#available(iOS …)` never applies on visionOS: it is the `*` case there.
enum VisionOSVersions {
    /// The map of the SDKs that build for visionOS (Xcode 15.2 to 26.4): each iOS release that
    /// a visionOS release was built from, with iOS 19 and visionOS 3 read as 26, as the
    /// compiler canonicalises both.
    static let iOSToVisionOS: [(iOS: Version, visionOS: Version)] = [
        ([17, 1], [1, 0]), ([17, 4], [1, 1]), ([17, 5], [1, 2]),
        ([18, 0], [2, 0]), ([18, 1], [2, 1]), ([18, 2], [2, 2]), ([18, 3], [2, 3]), ([18, 4], [2, 4]), ([18, 5], [2, 5]),
        ([18, 6], [2, 6]),
        ([26, 0], [26, 0]), ([26, 2], [26, 2]), ([26, 3], [26, 3]), ([26, 4], [26, 4]),
    ].map { (Version(components: $0.0), Version(components: $0.1)) }

    /// visionOS's first release: what every iOS version before the map's first key means there.
    static let first = Version(components: [1, 0])

    /// The visionOS version an attribute's `iOS version` is introduced at on visionOS, or nil
    /// when it has none (newer than every visionOS release the map knows, or a major number
    /// the map does not list).
    static func introduced(forIOS version: Version) -> Version? {
        let key = version.canonical(for: .iOS)
        guard let firstKey = iOSToVisionOS.first?.iOS, let lastKey = iOSToVisionOS.last?.iOS else { return nil }
        if key < firstKey { return first }
        if key > lastKey { return nil }
        if let exact = iOSToVisionOS.first(where: { $0.iOS == key }) { return exact.visionOS }
        // Not listed: the major number alone, which is listed as `major.0` or not at all.
        guard key.components.count > 1, key.components.dropFirst().contains(where: { $0 != 0 }) else { return nil }
        return introduced(forIOS: Version(components: [key.major]))
    }
}
