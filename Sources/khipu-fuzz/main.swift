#if Fuzzing
import KhipuFuzzMain

// libFuzzer over the whole text path: statement splitting, parsing, typed decoding of
// every domain's Message and AppState, printing, re-parsing, diagnostics. Built with
// `-sanitize=fuzzer` it is a libFuzzer binary (Fuzz/README.md); built without, it
// checks the files or directories given as arguments once, e.g. the seed corpus.

FuzzMain.run("khipu-fuzz") { data, size in FuzzTarget.fuzzOne(data, size) }
#else
// Built without the Fuzzing trait (what `swift build` and `swift test` build): a stub that
// says how to build the real one.
import Foundation

FileHandle.standardError.write(Data("khipu-fuzz was built without the Fuzzing trait: swift build --traits Fuzzing --product khipu-fuzz (Fuzz/README.md)\n".utf8))
exit(2)
#endif
