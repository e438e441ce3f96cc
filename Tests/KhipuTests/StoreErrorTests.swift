import Khipu
import Testing

@Suite("StoreError")
struct StoreErrorTests {
    @Test(
        "every error names the file and the cause",
        arguments: [
            StoreError.unreadable(path: "/tmp/a.json", reason: "it is a directory"),
            .undecodable(path: "/tmp/a.json", reason: "missing key \"value\" at the top level"),
            .unwritable(path: "/tmp/a.json", reason: "Not a directory"),
            .undeletable(path: "/tmp/a.json", reason: "Permission denied"),
        ]
    )
    func namesFileAndCause(error: StoreError) {
        #expect(error.description.contains("/tmp/a.json"))
        #expect(error.description.contains(error.reason))
        #expect(error.path == "/tmp/a.json")
    }
}
