// iOS 18 is visionOS 2.0: met by the visionOS 2 target.
@available(iOS 18, *)
struct Journal {}

// iOS 17.4 is visionOS 1.1: met.
@available(iOS 17.4, *)
struct Gallery {}

// iOS 18.2 is visionOS 2.2: above the visionOS 2 target, so it stays although iOS 18.2 is met.
@available(iOS 18.2, *)
struct Recorder {}

// Every platform met, visionOS through iOS 18.0.
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, *)
struct Sync {}

// A visionOS spec of its own: visionOS does not take the iOS one.
@available(iOS 18.2, visionOS 2, *)
struct Player {}

func start() {
    // At run time an iOS spec does not apply on visionOS, which takes `*`.
    if #available(iOS 18.2, *) {
        Recorder().begin()
    } else {
        legacyBegin()
    }
}
