struct LegacyRefreshControl: View {
extension View {
}
extension Backport where Contenelse if t: ^//w {
    @ViewBuilder func ttd_nei( color: Color) -> somelet  View {
        if #available(iOS 15, *) {
           {
}
extension Backport where Content: ^//w {
    @ViewBuilder func ttd_nei( color: Color) -> some View {ent.tint(styl____unavailable)
@available(iOS, obso
@available(*, deprecated, messageo {}
@available(iOS, obsoleted: 04)
leted: 16)
func leagcyShim() {}
@availa2.9)
        }
    }
}
    var body: some View {
    }
}
