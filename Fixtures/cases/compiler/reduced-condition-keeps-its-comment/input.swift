#if compiler(>=5.9) && DEBUG // debug menus
let debugMenus = true
#endif
