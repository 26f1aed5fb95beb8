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
