import Foundation

public func latest(from url: URL) async throws -> Data {
    try await URLSession.shared.data(from: url).0
}
