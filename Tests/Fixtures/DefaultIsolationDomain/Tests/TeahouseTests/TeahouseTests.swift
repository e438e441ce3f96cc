import Khipu
import KhipuDSL
import KhipuTesting
import Teahouse
import Testing

let domains = [KhipuDomain(TeahouseDomain.definition)]

@Test func teahouseScript() async {
    await expectScript(at: "scripts/teahouse.khipu", domains: domains)
}

@Test func reducerIsPure() {
    let state = TeaState(steep: .seconds(180), cups: 0, kettle: .ready)
    #expect(teaReducer(state, .pour) == TeaState(steep: .seconds(180), cups: 1, kettle: .cold))
    #expect(teaReducer(state, .setSteep(.seconds(-1))) == state)
}

@Test func brokenKettle() async {
    struct Broken: Error {}
    let answer = await kettleMiddleware(TeaState(steep: .seconds(1), cups: 0, kettle: .cold), .boil, KettleDependencies { throw Broken() })
    #expect(answer == .kettleAnswered(.broken))
}

/// `@DSL` on types that stay on the main actor compiles, and their values print and read
/// there (these tests are on the main actor: the target's default).
@Test func mainActorValuesPrintAndReadOnTheMainActor() throws {
    let draft = Draft(text: "oolong", steep: .seconds(240))
    #expect(DSLPrinter.print(draft) == #"Draft(text: "oolong", steep: .seconds(240))"#)
    #expect(try DSLValueDecoder().decode(Draft.self, fromText: DSLPrinter.print(draft)) == draft)
    #expect(DSLPrinter.print(Note.timed("tea", after: .milliseconds(1500))) == #".timed("tea", after: .milliseconds(1500))"#)
}
