import ArgumentParser
import Foundation
import KhipuExplore
import KhipuScript

struct ExploreCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explore",
        abstract: "Run generated programs of messages and clock moves, checked after every step; shrink what fails to a script.",
        discussion: """
            Each run starts a fresh domain (fixed clock, sequential ids) and draws up to --steps \
            statements: the commands of the domain's documentation table, with values from the \
            schema, the table's fixtures and above all the ids the domain made, and clock moves, \
            mostly to when work is due. After every step it checks that the domain did not trap \
            (it runs in a worker process), the step ended, the state and every emitted message \
            print and read back equal, and every `expect` of --invariants FILE (`let` and \
            `expect` statements about the state) holds.

            On a finding it shrinks the program (fewer statements, shorter lists, simpler values, shorter clock \
            moves) while the same failure remains, writes it to --out as a script that `run` \
            fails the same way, prints it and the seed, and exits 1. Otherwise it exits 0 and \
            prints per message case how often it was sent, answered and refused. The same --seed \
            gives the same programs and the same finding, with any --jobs.
            """
    )

    @Option(help: "The domain to explore.")
    var domain: String?

    @Option(help: ArgumentHelp("A .khipu file of `let` and `expect` statements that must hold after every step.", valueName: "file"))
    var invariants: String?

    @Option(help: "How many programs to run, each on a fresh domain.")
    var runs = 300

    @Option(help: "How many statements a program has at most.")
    var steps = 25

    @Option(help: "The seed of the programs (default: a new one, printed).")
    var seed: UInt64?

    @Option(help: ArgumentHelp("Where to write the script of a finding.", valueName: "file"))
    var out = "explore-failure.khipu"

    @Option(help: "How many worker processes explore at once.")
    var jobs = 1

    @Option(help: ArgumentHelp(
        "How long one step may run: a worker silent for longer (an endless loop in the domain) is stopped, and the step is a hang. Work still busy after half of it is a hang too.",
        valueName: "seconds"))
    var stepTimeout = 10

    /// Serve programs on standard input: what the exploring process starts itself as.
    @Flag(help: .hidden)
    var worker = false

    /// Run the domain in this process: faster, but a trap ends the exploration.
    @Flag(help: .hidden)
    var inProcess = false

    func validate() throws {
        if runs < 1 { throw ValidationError("--runs needs a number of at least 1") }
        if steps < 1 { throw ValidationError("--steps needs a number of at least 1") }
        if jobs < 1 { throw ValidationError("--jobs needs a number of at least 1") }
        if !(1...3600).contains(stepTimeout) { throw ValidationError("--step-timeout needs a number of seconds from 1 to 3600") }
    }

    func run() async throws {
        let domain = try DomainRegistry.domain(named: domain)
        let invariants = try readInvariants()
        let seed = seed ?? UInt64.random(in: 1...999_999)
        // Busy work is judged inside the worker, before the watchdog outside stops it.
        let target = ExploreTarget(domain: domain, invariants: invariants, quietTimeout: .milliseconds(stepTimeout * 500))
        let engine = try ProgramEngine(target: target, steps: steps, seed: seed)
        if worker {
            await ExploreWorker.serve(engine)
            return
        }
        if let broken = await engine.invariantsBeforeAnyStep() {
            FileHandle.standardError.write(Data("\(DomainRegistry.toolName) explore: the invariants fail on a fresh domain, before any step:\n\(broken.details)\n".utf8))
            throw ExitCode(2)
        }
        let makeEngine = try engineMaker(engine: engine, domain: domain, seed: seed)
        let explorer = Explorer(
            options: ExploreOptions(runs: runs, steps: steps, seed: seed, jobs: jobs), domainName: domain.name, invariants: invariants,
            toolName: DomainRegistry.toolName, makeEngine: makeEngine)
        switch try await explorer.explore() {
        case .nothingFound(let summary):
            print(summary.rendered(seed: seed))
        case .found(let found, _):
            print("\(found.finding.headline) in run \(found.run + 1) of seed \(seed), after \(found.originalLength) statements; shrunk to \(found.program.count):\n")
            print(found.script)
            do {
                try Data(found.script.utf8).write(to: URL(fileURLWithPath: out))
                print("written to \(out); replay it with: \(DomainRegistry.toolName) run \(out)")
            } catch {
                FileHandle.standardError.write(Data("\(DomainRegistry.toolName) explore: cannot write \(out): \(error.localizedDescription)\n".utf8))
            }
            print("seed \(seed)")
            throw ExitCode.failure
        }
    }

    private func readInvariants() throws -> Invariants {
        guard let invariants else { return .none }
        guard let data = FileManager.default.contents(atPath: invariants) else {
            throw ValidationError("cannot read the invariants file '\(invariants)'")
        }
        do {
            return try Invariants(text: String(decoding: data, as: UTF8.self), file: invariants)
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// Each job's engine: a worker process running this tool again, unless `--in-process`.
    private func engineMaker(engine: ProgramEngine, domain: KhipuDomain, seed: UInt64) throws -> @Sendable () throws -> any ExploreEngine {
        guard !inProcess else { return { engine } }
        guard let executable = Bundle.main.executableURL else {
            throw ValidationError("cannot find this tool's executable to start a worker; try --in-process")
        }
        // A worker that traps closes its pipe: writing to it must be an error, not a signal.
        signal(SIGPIPE, SIG_IGN)
        var arguments = [
            "explore", "--worker", "--domain", domain.name, "--steps", String(steps), "--seed", String(seed), "--step-timeout", String(stepTimeout),
        ]
        if let invariants { arguments += ["--invariants", invariants] }
        let fixed = arguments
        let timeout = Duration.seconds(stepTimeout)
        return { WorkerEngine(executable: executable, arguments: fixed, stepTimeout: timeout) }
    }
}
