import Testing
@testable import BackportMigrate

@Suite struct FileListTests {
    /// Paths that sort differently by bytes and by `String` (a decomposed `é` against the
    /// composed one, a combining mark after an ASCII prefix), beside plain ASCII ones.
    static let names = ["A.swift", "a.swift", "B/A.swift", "B.swift", "Caf\u{E9}.swift", "Cafe\u{301}.swift", "Cafe.swift",
                        "Cafe", "Caf", "\u{C5}/x.swift", "A\u{30A}/y.swift", "Z/\u{1F600}.swift", "z", "", "Sources/M/N.swift",
                        "Sources/M.swift", "Sources/M-N.swift", "Sources/M/N/O.swift", "e\u{301}", "e"]

    /// The absolute paths the list gives as C strings, which the run reads files by.
    static func absolutePaths(_ list: FileList) -> [String] {
        list.indices.map { position in list.withAbsolutePath(at: position) { String(cString: $0) } }
    }

    @Test func keepsEachFileAsItWasAppended() {
        let files = Self.names.enumerated().map { offset, name in
            offset % 3 == 0
                ? DiscoveredFile(displayPath: name, path: "/elsewhere/\(offset)/\(name)")
                : DiscoveredFile(displayPath: "root/" + name, base: "/work/root/", dropped: 5)
        }
        let list = FileList(files)
        #expect(Array(list) == files)
        #expect(list.map(\.path) == files.map(\.path))
        #expect(list.indices.map { list.displayPath(at: $0) } == files.map(\.displayPath))
        // A walk's files appended as folder and name: the same as the files made whole.
        var walked = FileList()
        let origin = FileList.Origin(prefix: "In/", base: "/work/In/", tailDropped: 0)
        let entries = [("", "A.swift"), ("B", "C.swift"), ("B/D", "Caf\u{E9}.swift")]
        for (folder, name) in entries { walked.append(folder: folder, name: name, origin: origin) }
        #expect(walked == FileList(entries.map { folder, name in
            let relative = folder.isEmpty ? name : folder + "/" + name
            return DiscoveredFile(displayPath: "In/" + relative, base: "/work/In/", dropped: 3)
        }))
        #expect(walked.map(\.path) == ["/work/In/A.swift", "/work/In/B/C.swift", "/work/In/B/D/Caf\u{E9}.swift"])
        let kept = list.filter { $0.displayPath.hasPrefix("root/") }
        #expect(kept == FileList(files.filter { $0.displayPath.hasPrefix("root/") }))
        #expect(list + list == FileList(files + files))
        for made in [list, walked, kept, list + walked, walked + list] {
            #expect(Self.absolutePaths(made) == made.map(\.path))
        }
    }

    /// Sorting orders display paths as `String` does, over many shuffles; gathering runs of
    /// several lists keeps each file with its own paths.
    @Test func sortsAsStringsOrderAndGathersRunsOfSeveralLists() {
        var generator = SystemRandomNumberGenerator()
        // Files of three origins: no display prefix, the prefix `In/` of a folder walked, and
        // one origin per file (a display path unlike the absolute path).
        let files = Self.names.flatMap { name in
            [DiscoveredFile(displayPath: name, base: "/r/", dropped: 0),
             DiscoveredFile(displayPath: "In/" + name, base: "/r/In/", dropped: 3),
             DiscoveredFile(displayPath: "../" + name, path: "/elsewhere/" + name)]
        }
        let expected = files.sorted { $0.displayPath < $1.displayPath }.map(\.displayPath)
        for _ in 0..<200 {
            let shuffled = files.shuffled(using: &generator)
            let sorted = FileList(shuffled).sortedByDisplayPath()
            #expect(sorted.map(\.displayPath) == expected)
            // Three lists of the files, in shuffled order, gathered file by file into the sorted
            // order, and in runs of whole lists.
            let cuts = [0, Int.random(in: 0...shuffled.count, using: &generator), shuffled.count].sorted()
            let middle = Int.random(in: cuts[0]...cuts[1], using: &generator)
            let ranges = [cuts[0]..<middle, middle..<cuts[1], cuts[1]..<cuts[2]]
            let parts = ranges.map { FileList(Array(shuffled[$0])) }
            var runs: [(part: Int, positions: Range<Int>)] = []
            for file in sorted {
                let position = shuffled.firstIndex(of: file)!
                let part = ranges.firstIndex { $0.contains(position) }!
                runs.append((part, (position - ranges[part].lowerBound)..<(position - ranges[part].lowerBound + 1)))
            }
            let gathered = FileList.gathered(parts, runs: runs)
            #expect(gathered == sorted)
            #expect(Self.absolutePaths(gathered) == gathered.map(\.path))
            let whole = FileList.gathered(parts, runs: [(2, 0..<parts[2].count), (0, 0..<parts[0].count), (1, 0..<parts[1].count)])
            #expect(whole == FileList(Array(shuffled[ranges[2]]) + Array(shuffled[ranges[0]]) + Array(shuffled[ranges[1]])))
            #expect(Self.absolutePaths(whole) == whole.map(\.path))
        }
    }
}
