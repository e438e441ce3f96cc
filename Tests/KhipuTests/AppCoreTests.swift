import Khipu
import Testing

@Suite("createAppCore")
struct AppCoreTests {
    @Test("every message goes to all receivers first, then to all features, in the given order")
    func receiversBeforeFeatures() {
        let log = Recorder<String>()
        func input(_ name: String) -> Input<Int> { { log.record("\(name)\($0)") } }

        let core = createAppCore(
            receivers: [input("r1-"), input("r2-")],
            features: [input("f1-"), input("f2-")]
        )
        core(1)
        core(2)

        #expect(log.values == ["r1-1", "r2-1", "f1-1", "f2-1", "r1-2", "r2-2", "f1-2", "f2-2"])
    }

    @Test("a core with only receivers, or only features, passes every message to them; one with neither accepts messages")
    func emptyCore() {
        let log = Recorder<String>()
        func input(_ name: String) -> Input<String> { { log.record("\(name)\($0)") } }

        createAppCore(receivers: [input("r1-"), input("r2-")], features: [])("a")
        createAppCore(receivers: [], features: [input("f1-"), input("f2-")])("b")
        let empty: Input<String> = createAppCore(receivers: [], features: [])
        empty("c")

        #expect(log.values == ["r1-a", "r2-a", "f1-b", "f2-b"])
    }
}
