#if Fuzzing
import Foundation

/// The function libFuzzer calls with every input.
enum FuzzTarget {
    // Read only after its lazy initialisation; libFuzzer calls from one thread.
    nonisolated(unsafe) static let oracle = FuzzOracle(subjects: ExampleSubjects.all)

    /// Checks one input; a broken promise is printed and aborts, so libFuzzer saves it.
    static func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
        let bytes = UnsafeBufferPointer(start: size > 0 ? data : nil, count: size > 0 ? size : 0)
        if let finding = oracle.check(String(decoding: bytes, as: UTF8.self)) {
            FileHandle.standardError.write(Data("khipu-fuzz finding:\n\(finding)\n".utf8))
            abort()
        }
        return 0
    }
}
#endif
