// Replays saved fuzz inputs (files, or folders of them) through the fuzz targets' invariants
// without libFuzzer, e.g. a crash file libFuzzer wrote or the whole kept corpus:
//     backport-migrate-fuzz [tokenizer|migration|all] PATH...
import Foundation

var arguments = Array(CommandLine.arguments.dropFirst())
let which = ["tokenizer", "migration", "all"].contains(arguments.first ?? "") ? arguments.removeFirst() : "all"
guard !arguments.isEmpty else {
    FileHandle.standardError.write(Data("usage: backport-migrate-fuzz [tokenizer|migration|all] PATH...\n".utf8))
    exit(2)
}
var inputs: [String] = []
for path in arguments {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        FileHandle.standardError.write(Data("\(path): no such file or folder\n".utf8))
        exit(2)
    }
    if isDirectory.boolValue {
        let names = try FileManager.default.contentsOfDirectory(atPath: path).filter { !$0.hasPrefix(".") }.sorted()
        inputs += names.map { path + "/" + $0 }
    } else {
        inputs.append(path)
    }
}
for input in inputs {
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: input)))
    if which != "migration" { FuzzChecks.tokenizer(bytes) }
    if which != "tokenizer" { FuzzChecks.migration(bytes) }
}
print("\(inputs.count) inputs replayed (\(which)): every invariant holds")
