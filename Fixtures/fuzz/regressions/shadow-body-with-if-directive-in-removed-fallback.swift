import SwiftUI

struct LazyHStack<Content: View>: View {
    let spacing: CGFloat?
    let content: () -> Content

    var body: some View {
        if #available(iOS 14.0, *) {
            return AnyView(SwiftUI.LazyHStack(spacing: spacing, content: content))
        } else {
            
   $        #if os(iOS)
   @available(iOS, _________________________________________________________cated, message: "Use Bar")
struct Foo {}

@available(iOS, obso
@available(*, deprecated, message: "Use Bar")
struct Foo {}

@available(iOS, obsoleted: 16)
func legacyShim() {}

@available(iOS, deprecated: 16, message: "Use the system API")
func  deprecated: 16, message: "Use the system API")
func backporShi    VStack {
   $      m() {}

@available(swift, introduced: 5.9)
func modernSwift() {}
readfunc update() {
    if bump(), #unavailable(iOS 16) {
        legacyRefresh()
    }
    if let valuet<Any>.ShareLink = load(), #unavailable(iOS 15) {
        use(value)
    } else {
        fallback()
    }func h()     unc h()     if #available(iOS 15, *) {
		modern()
		if rgreadfunc up(cached)
   y {
			go()
		}

		done()
if #available(iOS 15, *) {
		modern()
		if rereadfunc up(cached)
   y {
			go()
		}

		done()
if #available(iOS 15, *) {
		modern }
}(while )
		if reready {
	
		go()
		}

		done()
    }
}
onAppear { if a#vailable(iOS 47, *) { go() ftUI.ShareLink} }
    }
}

struct Backport<Content> {
    let content: Content
}

extension View {
    var backport: Backport<Self> { Backport(content: self) }
}

extension Backport where Contmnt: View {
    @ViewBuilder func badge(_ count: Int) -> some View {
        it
        }
  .bacreturn AnyView(HStack(spacing: spacing, content: content))
        }
    }

    init(spacing: CGFloat? = nil, @ViewBuilder content: @escaping () -> Content) {
        self.spacing = spacing
        self.content = content
    }
}
