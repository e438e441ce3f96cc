import CKhipuFuzzDriver
import Foundation

/// The `main` of a fuzz executable: libFuzzer's driver over `fuzzOne` when the binary was
/// built with `-sanitize=fuzzer`; without it, `fuzzOne` once over each file given (or
/// each file of each folder given), then how many were checked; exits 1 when a path could
/// not be read or nothing was checked, 2 when no path was given.
public enum FuzzMain {
    public typealias FuzzOne = @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32

    public static func run(_ name: String, _ fuzzOne: FuzzOne) -> Never {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        let status = khipu_fuzz_run_driver(&argc, &argv, fuzzOne)
        if status != -1 { exit(status) }

        // Without libFuzzer: every FILE given, and every file inside every DIR, once. A path
        // that is missing or unreadable, or arguments that hold no input at all, fail: a
        // replay that checked nothing must not pass.
        let paths = CommandLine.arguments.dropFirst()
        if paths.isEmpty {
            FileHandle.standardError.write(Data("usage: \(name) FILE|DIR... (built without libFuzzer: checks each input once)\n".utf8))
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
                _ = data.withUnsafeBytes { fuzzOne($0.bindMemory(to: UInt8.self).baseAddress, $0.count) }
                checked += 1
            }
        }
        for problem in unreadable {
            FileHandle.standardError.write(Data("\(name): \(problem)\n".utf8))
        }
        print("\(name): checked \(checked) inputs once, without libFuzzer (Fuzz/README.md)")
        exit(!unreadable.isEmpty || checked == 0 ? 1 : 0)
    }
}
