import Foundation

@available(iOS 15, macOS 12, *)
public func latest(from url: URL) async throws -> Data {
    try await URLSession.shared.data(from: url).0
}
