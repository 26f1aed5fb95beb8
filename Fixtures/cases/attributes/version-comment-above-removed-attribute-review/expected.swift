/// Shows the inbox; needs iOS 15 for `badge`.
struct InboxView {}

// Keeps the cache warm.
final class Warmer {}
