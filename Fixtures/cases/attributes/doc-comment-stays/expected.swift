/// A list that can be pulled to refresh.
struct RefreshableList {}
