import Testing
@testable import BackportMigrate

@Suite struct EditBatchTests {
    private func edit(_ range: Range<Int>, _ text: String) -> Edit {
        Edit(range: range, replacement: Array(text.utf8), migration: .conditions)
    }

    @Test func appliesFromTheBackSoOffsetsStayValid() {
        let batch = EditBatch([edit(6..<11, "there"), edit(0..<5, "hi")])
        #expect(String(decoding: batch.apply(to: Array("hello world".utf8)), as: UTF8.self) == "hi there")
        #expect(batch.deferredCount == 0)
    }

    @Test func outerEditWinsOverNestedOne() {
        let batch = EditBatch([edit(2..<4, "x"), edit(0..<8, "outer")])
        #expect(batch.accepted.map(\.range) == [0..<8])
        #expect(batch.deferredCount == 1)
    }

    @Test func touchingEditsAreDeferred() {
        let batch = EditBatch([edit(0..<3, ""), edit(3..<6, ""), edit(7..<9, "")])
        #expect(batch.accepted.map(\.range) == [0..<3, 7..<9])
        #expect(batch.deferredCount == 1)
    }
}
