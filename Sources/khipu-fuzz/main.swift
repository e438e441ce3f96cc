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

// Without libFuzzer: every FILE given, and every file inside every DIR, once. A path that
// is missing or unreadable, or arguments that hold no input at all, fail: a replay that
// checked nothing must not pass.
let paths = CommandLine.arguments.dropFirst()
if paths.isEmpty {
    FileHandle.standardError.write(Data("usage: khipu-fuzz FILE|DIR... (built without libFuzzer: checks each input once)\n".utf8))
    exit(2)
}
var checked = 0
var unreadable: [String] = []
for argument in paths {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
        unreadable.append("\(argument): no such file or directory")
        continue
    }
    let url = URL(fileURLWithPath: argument)
    let files = isDirectory.boolValue
        ? (FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey])?.compactMap { $0 as? URL }
            .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true } ?? [])
        : [url]
    for file in files {
        guard let data = try? Data(contentsOf: file) else {
            unreadable.append("\(file.path): cannot be read")
            continue
        }
        _ = data.withUnsafeBytes { FuzzTarget.fuzzOne($0.bindMemory(to: UInt8.self).baseAddress, $0.count) }
        checked += 1
    }
}
for problem in unreadable {
    FileHandle.standardError.write(Data("khipu-fuzz: \(problem)\n".utf8))
}
print("khipu-fuzz: checked \(checked) inputs once, without libFuzzer (Fuzz/README.md)")
if !unreadable.isEmpty || checked == 0 { exit(1) }
