enum Panel {
  case files, inspector, search

  var title: String {
    switch self {
    case .files:
      return "Files"
    #if compiler(>=6.2)  // the inspector needs the newer compiler
      case .inspector:
        return "Inspector"
    #endif
    default:
      return ""
    }
  }

  var symbol: String {
    switch self {
#if compiler(>=6.2)
      case .files:
        return "folder"
#endif
    case .inspector:
      return "info"
    default:
      return ""
    }
  }
}
