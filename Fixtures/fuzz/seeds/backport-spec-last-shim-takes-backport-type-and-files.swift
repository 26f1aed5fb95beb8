//
//  Backport+Badge.swift
//  Trails
//

import SwiftUI

extension Backport where Content: View {
    /// Shows `count` as a badge; no badge on older systems.
    @ViewBuilder func badge(_ count: Int) -> some View {
        if #available(iOS 15, *) {
            content.badge(count)
        } else {
            content
        }
    }
}
//
//  Backport.swift
//  Trails
//

import SwiftUI

/// A namespace for compatibility shims: `view.backport.badge(3)` calls the framework modifier
/// where the system has it and falls back to something sensible where it does not.
struct Backport<Content> {
    let content: Content

    init(_ content: Content) {
        self.content = content
    }
}

extension View {
    /// Shims for modifiers newer than the deployment target.
    var backport: Backport<Self> { Backport(self) }
}
//
//  TrailList.swift
//  Trails
//

import SwiftUI

struct TrailList: View {
    let region: Region

    var body: some View {
        List(region.trails) { trail in
            TrailRow(trail: trail)
                .backport.badge(trail.newReports)
        }
        .navigationTitle(region.name)
    }
}
