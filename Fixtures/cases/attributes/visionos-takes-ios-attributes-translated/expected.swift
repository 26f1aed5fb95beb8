// iOS 18 is visionOS 2.0: met by the visionOS 2 target.
struct Journal {}

// iOS 17.4 is visionOS 1.1: met.
struct Gallery {}

// iOS 18.2 is visionOS 2.2: above the visionOS 2 target, so it stays although iOS 18.2 is met.
@available(iOS 18.2, *)
struct Recorder {}

// Every platform met, visionOS through iOS 18.0.
struct Sync {}

// A visionOS spec of its own: visionOS does not take the iOS one.
struct Player {}

func start() {
    // At run time an iOS spec does not apply on visionOS, which takes `*`.
    Recorder().begin()
}
