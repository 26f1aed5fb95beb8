import Foundation

/// The manifests of a `--bump` run, read and raised in memory before any file is written, and
/// the `Package.swift` files whose raise went into the migrated text instead (a manifest the
/// migrations changed too).
final class ManifestBumps: @unchecked Sendable {
    /// One manifest: its bytes as read, their stamp (a later change on disk refuses the write),
    /// and the raised content.
    struct Prepared {
        let manifest: ManifestFile
        let original: [UInt8]
        let stamp: FileStamp?
        let bump: ManifestBump
    }

    /// Why a `--bump` run cannot start: manifests that cannot be read or understood.
    struct Failure: Error {
        let problems: [ManifestProblem]
    }

    let prepared: [Prepared]
    let targets: DeploymentTargets
    private let lock = NSLock()
    private var merged: [String: ManifestBump] = [:]

    private init(prepared: [Prepared], targets: DeploymentTargets) {
        self.prepared = prepared
        self.targets = targets
    }

    /// Reads and raises every manifest; fails with every problem found, naming each file.
    static func prepare(_ manifests: [ManifestFile], targets: DeploymentTargets) -> Result<ManifestBumps, Failure> {
        var prepared: [Prepared] = []
        var problems: [ManifestProblem] = []
        for manifest in manifests {
            let stamp = FileSystem.stamp(of: manifest.path)
            switch ManifestTargets.readBytes(manifest) {
            case .failure(let problem):
                problems.append(problem)
            case .success(let bytes):
                let (bump, found) = ManifestBump.bump(bytes, manifest: manifest, targets: targets)
                problems += found
                prepared.append(Prepared(manifest: manifest, original: bytes, stamp: stamp, bump: bump))
            }
        }
        if !problems.isEmpty { return .failure(Failure(problems: problems)) }
        return .success(ManifestBumps(prepared: prepared, targets: targets))
    }

    /// For a Swift file at `path` that the migrations changed: when it is a manifest, its targets
    /// raised in the migrated text (`migrated` nil: the file is deleted, and nothing is raised),
    /// and the manifest is left out of the separate writes. nil when `path` is no manifest, or
    /// the migrated text cannot be raised (then the manifest's own raise stays separate).
    func merge(path: String, migrated: [UInt8]?) -> [UInt8]? {
        guard let entry = prepared.first(where: { $0.manifest.path == path }) else { return nil }
        guard let migrated else {
            lock.withLock { merged[path] = ManifestBump(output: []) }
            return nil
        }
        let (bump, problems) = ManifestBump.bump(migrated, manifest: entry.manifest, targets: targets)
        guard problems.isEmpty else { return nil }
        lock.withLock { merged[path] = bump }
        return bump.output
    }

    func wasMerged(_ path: String) -> Bool { lock.withLock { merged[path] != nil } }

    func mergedBump(_ path: String) -> ManifestBump? { lock.withLock { merged[path] } }
}
