/// A list that can be pulled to refresh.
@available(iOS 15, *)
struct RefreshableList {}
