import CKhipuFuzzDriver
import Foundation

// libFuzzer over the whole text path: statement splitting, parsing, typed decoding of
// every domain's Message and AppState, printing, re-parsing, diagnostics. Built with
// `-sanitize=fuzzer` it is a libFuzzer binary (Fuzz/README.md); built without, it
// checks the files or directories given as arguments once, e.g. the seed corpus.

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
let status = khipu_fuzz_run_driver(&argc, &argv) { data, size in FuzzTarget.fuzzOne(data, size) }
if status != -1 { exit(status) }

var checked = 0
for argument in CommandLine.arguments.dropFirst() {
    let url = URL(fileURLWithPath: argument)
    let files = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)?
        .compactMap { $0 as? URL } ?? [url]
    for file in files {
        guard let data = try? Data(contentsOf: file) else { continue }
        _ = data.withUnsafeBytes { FuzzTarget.fuzzOne($0.bindMemory(to: UInt8.self).baseAddress, $0.count) }
        checked += 1
    }
}
print("khipu-fuzz: checked \(checked) inputs once, without libFuzzer (Fuzz/README.md)")
