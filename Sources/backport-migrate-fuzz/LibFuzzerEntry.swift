// Compiled only by `make fuzz`, together with the library's sources and FuzzChecks.swift, with
// `-sanitize=fuzzer`: libFuzzer supplies `main` and calls this for every input it tries.
// (Excluded from the SwiftPM target, whose main.swift replays saved inputs instead.)

/// The function libFuzzer calls with each input; `-D FUZZ_TOKENIZER` or `-D FUZZ_MIGRATION`
/// picks the target. `-D FUZZ_SLOWNESS` is the migration entry, run by `make fuzz` with limits
/// on time and memory per input instead of the address sanitizer.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    #if FUZZ_TOKENIZER
    FuzzChecks.tokenizer(bytes)
    #elseif FUZZ_MIGRATION || FUZZ_SLOWNESS
    FuzzChecks.migration(bytes)
    #else
    #error("compile with -D FUZZ_TOKENIZER, -D FUZZ_MIGRATION or -D FUZZ_SLOWNESS")
    #endif
    return 0
}
