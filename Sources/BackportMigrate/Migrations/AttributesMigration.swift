/// DESIGN.md § Migrations 2: removes `@available` attributes that the new deployment
/// targets make redundant, and narrows the ones that still say something.
///
///     @available(iOS 15, *)                         →   (line gone)
///     @available(iOS 13.0, *) @MainActor final class   →   @MainActor final class
///     @available(iOS 15, macOS 12, *)               →   @available(macOS 12, *)
///     @available(iOS, introduced: 15, deprecated: 17)   →   @available(iOS, deprecated: 17)
struct AttributesMigration: Migration {
    let name = MigrationName.attributes
    let summary = "@available attributes"

    func mayApply(to bytes: [UInt8], context: MigrationContext) -> Bool {
        AvailabilityPrecheck.mayDecide(bytes, kind: .attribute, targets: context.targets, memo: context.availabilityMemo)
    }

    func run(on file: SourceFile, context: MigrationContext) -> MigrationResult {
        var result = MigrationResult()
        let surgery = StatementSurgery(file: file, migration: name)
        for index in file.tokens.indices where file.tokens[index].kind == .attribute && file.token(index, is: "@available") {
            guard let list = file.availabilityArguments(at: index), !list.ranges.isEmpty else { continue }
            let arguments = file.argumentTexts(list).map(AttributeArgument.init(written:))
            switch AvailabilityEvaluator.evaluateAttribute(arguments: arguments, targets: context.targets) {
            case .unchanged:
                continue
            case .remove:
                result.edits.append(Edit(range: removalRange(surgery, attribute: index, close: list.close), replacement: [], migration: name))
                if file.isFirstOnLine(index), let comment = surgery.platformCommentAbove(index) {
                    result.findings.append(Finding(offset: comment, migration: name, message: ConditionsMigration.staleComment, isAboutKeptCode: true))
                }
            case .reduced(let keeping):
                guard !keeping.isEmpty else { continue }
                let ranges = list.ranges.map(file.byteRange)
                let range = ranges[0].lowerBound..<ranges[ranges.count - 1].upperBound
                result.edits.append(Edit(range: range, replacement: file.joined(ranges, keeping: keeping), migration: name))
            }
        }
        return result
    }

    /// Alone on its line, the attribute takes the line; otherwise it takes the space after
    /// it, or before it when it ends the line.
    private func removalRange(_ surgery: StatementSurgery, attribute: Int, close: Int) -> Range<Int> {
        let file = surgery.file
        let start = file.tokens[attribute].start
        let end = file.tokens[close].end
        if file.isFirstOnLine(attribute) && file.isLastOnLine(close) {
            return surgery.lineRemovalRange(from: start, to: end)
        }
        let after = close + 1
        if after < file.tokens.count, file.tokens[after].kind == .space,
           after + 1 < file.tokens.count, !file.tokens[after + 1].kind.isTrivia || file.tokens[after + 1].kind == .blockComment {
            return start..<file.tokens[after].end
        }
        if attribute > 0, file.tokens[attribute - 1].kind == .space, !file.isFirstOnLine(attribute) {
            return file.tokens[attribute - 1].start..<end
        }
        return start..<end
    }
}
