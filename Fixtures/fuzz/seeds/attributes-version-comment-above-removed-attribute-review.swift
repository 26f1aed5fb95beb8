/// Shows the inbox; needs iOS 15 for `badge`.
@available(iOS 15, *)
struct InboxView {}

// Keeps the cache warm.
@available(iOS 14, *)
final class Warmer {}
