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
                .badge(trail.newReports)
        }
        .navigationTitle(region.name)
    }
}
