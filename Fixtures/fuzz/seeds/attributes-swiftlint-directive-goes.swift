// swiftlint:disable:next deployment_target
@available(iOS 15, *)
struct Feature {}
