// Compiled only by `make fuzz`, together with the library's sources and FuzzChecks.swift, with
// `-sanitize=fuzzer`: libFuzzer supplies `main` and calls this for every input it tries.
// (Excluded from the SwiftPM target, whose main.swift replays saved inputs instead.)

/// The function libFuzzer calls with each input; `-D FUZZ_TOKENIZER` or `-D FUZZ_MIGRATION`
/// picks the target.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    #if FUZZ_TOKENIZER
    FuzzChecks.tokenizer(bytes)
    #elseif FUZZ_MIGRATION
    FuzzChecks.migration(bytes)
    #else
    #error("compile with -D FUZZ_TOKENIZER or -D FUZZ_MIGRATION")
    #endif
    return 0
}
