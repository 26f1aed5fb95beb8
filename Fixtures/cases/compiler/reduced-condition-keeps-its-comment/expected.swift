#if DEBUG // debug menus
let debugMenus = true
#endif
