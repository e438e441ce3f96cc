import KhipuFuzzMain

// libFuzzer over the attach endpoint's frame handler: the bytes a client sends, split
// into reads at fuzzed sizes, before and after a valid hello, into the handlers the real
// server puts behind its socket (on an in-memory channel). Built with `-sanitize=fuzzer`
// it is a libFuzzer binary (Fuzz/README.md); built without, it checks the files or
// directories given as arguments once.

FuzzMain.run("khipu-fuzz-remote") { data, size in FrameFuzzTarget.fuzzOne(data, size) }
