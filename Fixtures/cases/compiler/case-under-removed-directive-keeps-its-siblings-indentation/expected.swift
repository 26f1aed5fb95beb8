enum Panel {
  case files, inspector, search

  var title: String {
    switch self {
    case .files:
      return "Files"
    case .inspector:
      return "Inspector"
    default:
      return ""
    }
  }

  var symbol: String {
    switch self {
    case .files:
      return "folder"
    case .inspector:
      return "info"
    default:
      return ""
    }
  }
}
