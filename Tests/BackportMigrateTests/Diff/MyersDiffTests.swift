import Testing
@testable import BackportMigrate

@Suite struct MyersDiffTests {
    /// Random pairs over small alphabets, so that most elements match somewhere and the
    /// search has many equally long paths to choose from.
    static func randomPairs(count: Int, seed: UInt64) -> [(old: [Int], new: [Int])] {
        var random = SeededGenerator(state: seed)
        return (0 ..< count).map { _ in
            let alphabet = Int.random(in: 1 ... 6, using: &random)
            let old = (0 ..< Int.random(in: 0 ... 40, using: &random)).map { _ in Int.random(in: 0 ..< alphabet, using: &random) }
            var new = old
            // Mostly edits of the old sequence, sometimes an unrelated one.
            if Int.random(in: 0 ..< 5, using: &random) == 0 {
                new = (0 ..< Int.random(in: 0 ... 40, using: &random)).map { _ in Int.random(in: 0 ..< alphabet, using: &random) }
            } else {
                for _ in 0 ..< Int.random(in: 0 ... 8, using: &random) {
                    let position = Int.random(in: 0 ... new.count, using: &random)
                    if Bool.random(using: &random), position < new.count {
                        new.remove(at: position)
                    } else {
                        new.insert(Int.random(in: 0 ... alphabet, using: &random), at: position)
                    }
                }
            }
            return (old, new)
        }
    }

    static func minimalLength(_ old: [Int], _ new: [Int]) -> Int {
        new.difference(from: old).count
    }

    @Test func scriptIsCorrectAndMinimal() {
        for (index, pair) in Self.randomPairs(count: 4000, seed: 1).enumerated() {
            let script = MyersDiff.script(from: pair.old, to: pair.new)
            #expect(script.apply(to: pair.old, insertingFrom: pair.new) == pair.new, "pair \(index): \(pair)")
            #expect(script.deletedCount + script.insertedCount == Self.minimalLength(pair.old, pair.new), "pair \(index): \(pair)")
        }
    }

    /// Sliding changes to where they read best must keep the script correct and as short.
    @Test func slidScriptIsCorrectAndMinimal() {
        for (index, pair) in Self.randomPairs(count: 2000, seed: 2).enumerated() {
            let script = MyersDiff.script(from: pair.old, to: pair.new)
            // Value 0 stands for a blank line, so the blank-line preferences come into play.
            let slid = script.slid(
                oldIDs: pair.old, newIDs: pair.new,
                oldIndent: pair.old.map { $0 == 0 ? nil : $0 % 3 }, newIndent: pair.new.map { $0 == 0 ? nil : $0 % 3 })
            #expect(slid.apply(to: pair.old, insertingFrom: pair.new) == pair.new, "pair \(index): \(pair)")
            #expect(slid.deletedCount + slid.insertedCount == script.deletedCount + script.insertedCount, "pair \(index)")
            #expect(zip(slid.changes, slid.changes.dropFirst()).allSatisfy { $0.old.upperBound < $1.old.lowerBound }, "pair \(index)")
        }
    }

    /// Past the cost cap the script may be longer than necessary, but it must still be right.
    @Test func cappedScriptIsCorrect() {
        var longer = 0
        for (index, pair) in Self.randomPairs(count: 1000, seed: 3).enumerated() {
            let script = MyersDiff.script(from: pair.old, to: pair.new, costLimit: 1)
            #expect(script.apply(to: pair.old, insertingFrom: pair.new) == pair.new, "pair \(index): \(pair)")
            let length = script.deletedCount + script.insertedCount
            #expect(length >= Self.minimalLength(pair.old, pair.new))
            if length > Self.minimalLength(pair.old, pair.new) { longer += 1 }
        }
        // The cap really did cut searches short on some of these pairs.
        #expect(longer > 0)
    }

    /// Unique lines are discarded before the search; they must come back as changes.
    @Test func linesWithoutMatchAreChanges() {
        let script = MyersDiff.script(from: Array("abcxdef"), to: Array("abydecf"))
        #expect(script.apply(to: Array("abcxdef"), insertingFrom: Array("abydecf")) == Array("abydecf"))
        #expect(script.deletedCount + script.insertedCount == Self.minimalLength(
            "abcxdef".map { Int($0.asciiValue!) }, "abydecf".map { Int($0.asciiValue!) }))
    }

    @Test func deletionsComeBeforeInsertionsInOneChange() {
        let script = MyersDiff.script(from: ["a", "b", "c"], to: ["a", "x", "c"])
        #expect(script.changes == [EditScript.Change(old: 1 ..< 2, new: 1 ..< 2)])
    }

    @Test func linesKeepTheirTerminators() {
        let table = LineTable(old: Array("a\r\nb\nb".utf8), new: Array("a\nb\nb\n".utf8))
        #expect(table.oldLineCount == 3 && table.newLineCount == 3)
        #expect(table.oldIDs[0] != table.newIDs[0])
        #expect(table.oldIDs[1] == table.newIDs[1])
        #expect(table.oldIDs[2] != table.newIDs[2])
        #expect(table.oldIDs[1] == table.newIDs[2])
        #expect(Array(table.oldLine(0)) == Array("a\r\n".utf8))
    }

    @Test func emptyTextHasNoLines() {
        let table = LineTable(old: [], new: Array("\n".utf8))
        #expect(table.oldLineCount == 0)
        #expect(table.newLineCount == 1)
    }
}
