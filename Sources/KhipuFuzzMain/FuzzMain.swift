import CKhipuFuzzDriver
import Foundation

/// The `main` of a fuzz executable: libFuzzer's driver over `fuzzOne` when the binary was
/// built with `-sanitize=fuzzer`; without it, `fuzzOne` once over each file given (or
/// each file of each folder given), then how many were checked.
public enum FuzzMain {
    public typealias FuzzOne = @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32

    public static func run(_ name: String, _ fuzzOne: FuzzOne) -> Never {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        let status = khipu_fuzz_run_driver(&argc, &argv, fuzzOne)
        if status != -1 { exit(status) }

        var checked = 0
        for argument in CommandLine.arguments.dropFirst() {
            let url = URL(fileURLWithPath: argument)
            let files = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL } ?? [url]
            for file in files {
                guard let data = try? Data(contentsOf: file) else { continue }
                _ = data.withUnsafeBytes { fuzzOne($0.bindMemory(to: UInt8.self).baseAddress, $0.count) }
                checked += 1
            }
        }
        print("\(name): checked \(checked) inputs once, without libFuzzer (Fuzz/README.md)")
        exit(0)
    }
}
