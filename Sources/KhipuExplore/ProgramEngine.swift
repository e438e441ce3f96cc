import Foundation
import Khipu
import KhipuDSL
import KhipuScript
import KhipuValueGeneration

/// Generates and runs programs in this process: a run draws its steps as it goes, from
/// what the domain has made so far; a check replays a given program. Either may trap
/// with the domain; `WorkerEngine` runs this one in a child process so that a trap is a
/// finding. `onStep` hears of each step just before it runs (the worker reports it, so
/// that its parent knows which step a trap stopped).
package struct ProgramEngine: @unchecked Sendable {
    package let target: ExploreTarget
    package let steps: Int
    package let seed: UInt64
    private let messages: MessageSpace
    /// The documentation's fixtures, every run's first known values.
    private let fixtures: [Any]
    /// The domain's words for no, learned from its table's answers.
    private let refusals: RefusalWords

    package init(target: ExploreTarget, steps: Int, seed: UInt64) throws {
        self.target = target
        self.steps = steps
        self.seed = seed
        let probe = try Interpreter(domain: target.domain, domains: [target.domain], environment: .fixed())
        defer { probe.close() }
        let table = target.domain.describable.table()
        messages = MessageSpace(messageType: probe.messageType, documentedCommands: table.rows.map(\.command), answers: table.rows.flatMap { $0.success + $0.refusal + $0.failure })
        fixtures = table.fixtures.map(\.value)
        refusals = RefusalWords(table.rows)
    }

    /// Whether the invariants hold on a fresh domain: nil, or what fails. A file that fails
    /// before any step says nothing about the domain's steps.
    package func invariantsBeforeAnyStep() async -> Finding? {
        do {
            let run = try ProgramRun(target, refusals: refusals)
            defer { run.interpreter.close() }
            return await run.interpreter.inOwnEnvironment { await run.brokenInvariant(step: -1) }
        } catch {
            return Finding(kind: .statementFailed, step: -1, details: "the domain did not start: \(error)")
        }
    }

    /// The seed of run `run`: runs are independent, so any job may take any run.
    static func seed(of run: Int, from seed: UInt64) -> UInt64 {
        var mixer = SeededRandom(state: seed ^ (UInt64(run) &* 0xD1B5_4A32_D192_ED03))
        return mixer.next()
    }

    /// Draws and runs run number `run`'s program, until its steps are done or one breaks something.
    package func explore(run number: Int, onStep: (ExploreStep, Int) -> Void) async -> RunReport {
        var report = RunReport(run: number)
        let run: ProgramRun
        do {
            run = try ProgramRun(target, refusals: refusals)
        } catch {
            report.finding = Finding(kind: .statementFailed, step: 0, details: "the domain did not start: \(error)")
            return report
        }
        defer { run.interpreter.close() }
        var random = SeededRandom(seed: Self.seed(of: number, from: seed))
        var generator = SchemaValueGenerator(seed: random.next(), bias: .ordinary)
        generator.knownPercent = 85
        var pool = ValuePool()
        fixtures.forEach { pool.add(partsOf: $0) }
        let environment = run.interpreter.environment
        // The state walked for values last: one left as it was has nothing new.
        var walkedState: Any?
        return await run.interpreter.inOwnEnvironment {
            var attempts = 0
            while report.program.count < steps, attempts < steps * 3 {
                attempts += 1
                let waiting = environment.waitingWork
                let step: ExploreStep
                if ClockMoveChoice.movesClock(waiting: !waiting.isEmpty, random: &random) || messages.families.isEmpty {
                    step = .clockMove(ClockMoveChoice.duration(now: environment.now(), waiting: waiting, random: &random))
                } else {
                    generator.known = pool.texts
                    guard let message = messages.message(using: &generator) else { continue }
                    step = message
                }
                let index = report.program.count
                onStep(step, index)
                switch await run.run(step, index: index) {
                case .notSent:
                    continue
                case .finding(let finding):
                    report.program.append(step)
                    report.count(step, answered: false, refused: false)
                    report.finding = finding
                    return report
                case .ran(let answered, let refused):
                    report.program.append(step)
                    report.count(step, answered: answered, refused: refused)
                    let state = run.interpreter.state
                    if walkedState.map({ !ValueEquality.areEqual(state, $0) }) ?? true {
                        pool.add(partsOf: state)
                        walkedState = state
                    }
                    run.answers.forEach { pool.add(partsOf: $0) }
                }
            }
            return report
        }
    }

    /// Runs `program` as given; the first finding, or nil when every step ran and held. A
    /// step that no longer reads as a message (a simplified value) makes it no reproducer:
    /// nil as well.
    package func check(_ program: [ExploreStep], onStep: (Int) -> Void) async -> Finding? {
        guard let run = try? ProgramRun(target, refusals: refusals) else { return nil }
        defer { run.interpreter.close() }
        return await run.interpreter.inOwnEnvironment {
            for (index, step) in program.enumerated() {
                onStep(index)
                switch await run.run(step, index: index) {
                case .notSent: return nil
                case .finding(let finding): return finding
                case .ran: continue
                }
            }
            return nil
        }
    }
}
