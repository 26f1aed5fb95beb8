/// A dotted version number from an availability spec or a deployment target: `16`, `16.4`, `10.15.1`.
///
/// Components compare numerically with missing ones read as 0, so `16 == 16.0 == 16.0.0 <
/// 16.0.1 < 16.4`. `components` keeps what was written, so `description` prints it back unchanged.
public struct Version: Comparable, Hashable, Sendable, CustomStringConvertible {
    public let components: [Int]

    /// At most four components, as the compiler's version tuples hold (major.minor.subminor.build).
    public static let maximumComponentCount = 4

    /// Parses dot-separated decimal digits; rejects "", "16.", ".5", "a", "-1", "+1", "16..4",
    /// surrounding spaces, numbers that overflow, and more than four components.
    public init?(_ text: String) {
        var components: [Int] = []
        for part in text.split(separator: ".", omittingEmptySubsequences: false) {
            // `Int.init` alone would accept a sign, which no version may carry.
            guard !part.isEmpty,
                  part.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
                  let value = Int(part)
            else { return nil }
            components.append(value)
        }
        guard components.count <= Version.maximumComponentCount else { return nil }
        self.components = components
    }

    /// A version from numbers already known to be valid, such as constants in code.
    public init(components: [Int]) {
        precondition(!components.isEmpty && components.allSatisfy { $0 >= 0 }, "invalid version \(components)")
        self.components = components
    }

    public var major: Int { components[0] }

    public var description: String { components.map(String.init).joined(separator: ".") }

    /// The version the compiler compares against for `platform` (Swift's
    /// `canonicalizePlatformVersion`, which defers to LLVM's `Triple::getCanonicalVersionForOS`).
    ///
    /// macOS 10.16 was the Big Sur beta's number for 11.0. In 2025 every platform jumped to
    /// year numbers, so the versions between each platform's last release and 26 never existed
    /// and are read as if the jump had already happened: macOS 16 and 16.1 are 26.0 and 26.1,
    /// iOS/tvOS/macCatalyst 19 is 26, watchOS 12 is 26, visionOS 3 is 26, and iOS 20 is 27.
    public func canonical(for platform: Platform) -> Version {
        switch platform {
        case .macOS:
            // Only 10.16 exactly: 10.16.1 is left alone, as the compiler leaves it.
            if self == Version(components: [10, 16]) { return Version(components: [11, 0]) }
            return movedToYearNumbering(firstSkipped: 16)
        case .iOS, .tvOS, .macCatalyst:
            // Mac Catalyst availability is written in iOS versions.
            return movedToYearNumbering(firstSkipped: 19)
        case .watchOS:
            return movedToYearNumbering(firstSkipped: 12)
        case .visionOS:
            return movedToYearNumbering(firstSkipped: 3)
        }
    }

    /// Adds the jump to the major number of a version in `firstSkipped ..< 26`.
    private func movedToYearNumbering(firstSkipped: Int) -> Version {
        let yearNumbering = 26
        guard self >= Version(components: [firstSkipped]), self < Version(components: [yearNumbering]) else {
            return self
        }
        var moved = components
        moved[0] += yearNumbering - firstSkipped
        return Version(components: moved)
    }

    public static func < (lhs: Version, rhs: Version) -> Bool {
        for index in 0..<max(lhs.components.count, rhs.components.count) {
            let left = lhs.component(at: index), right = rhs.component(at: index)
            if left != right { return left < right }
        }
        return false
    }

    public static func == (lhs: Version, rhs: Version) -> Bool {
        lhs.significantComponents == rhs.significantComponents
    }

    public func hash(into hasher: inout Hasher) {
        // Hash what `==` compares, so that 16 and 16.0 land in the same bucket.
        hasher.combine(significantComponents)
    }

    private func component(at index: Int) -> Int {
        index < components.count ? components[index] : 0
    }

    /// The components without trailing zeros: `16.0.0` and `16` both give `[16]`.
    private var significantComponents: ArraySlice<Int> {
        var end = components.count
        while end > 0, components[end - 1] == 0 { end -= 1 }
        return components[..<end]
    }
}
