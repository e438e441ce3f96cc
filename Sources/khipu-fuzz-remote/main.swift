#if Fuzzing
import KhipuFuzzMain

// libFuzzer over the attach endpoint's connection logic: the bytes a client sends, split
// into reads at fuzzed sizes, before and after a valid hello, into the `ClientConnection`
// the real server puts behind its socket (its output kept in memory). Built with `-sanitize=fuzzer`
// it is a libFuzzer binary (Fuzz/README.md); built without, it checks the files or
// directories given as arguments once.

FuzzMain.run("khipu-fuzz-remote") { data, size in FrameFuzzTarget.fuzzOne(data, size) }
#else
// Built without the Fuzzing trait (what `swift build` and `swift test` build): a stub that
// says how to build the real one.
import Foundation

FileHandle.standardError.write(Data("khipu-fuzz-remote was built without the Fuzzing trait: swift build --traits Fuzzing --product khipu-fuzz-remote (Fuzz/README.md)\n".utf8))
exit(2)
#endif
