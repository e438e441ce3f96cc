import KhipuDSL
import KhipuScript
import KhipuTestSupport
import Testing

/// Swift's own forms of values, typed into a session of a domain written with them:
/// defaulted associated values, `nil` and every literal in constructor patterns,
/// `Type.case`, raw-value enums by case name (dictionary keys too) and ranges.
@Suite("Swift's own forms in scripts")
struct SwiftFormsScriptTests {
    private func session() throws -> ScriptSession {
        try ScriptSession(KhipuDomain(LendingDomain.definition))
    }


    @Test("a defaulted associated value may be left out, and takes its default")
    func defaultedAssociatedValue() async throws {
        let session = try session()
        _ = await session.runSucceeding([
            #".lending(.cmd(.lend(isbn: "A-1", to: "ana")))"#,
            "expect state.loans[0].balance == -14",
            #"expect state.loans[0].due == "2024-06-30T09:00:00Z""#,
            #".lending(.cmd(.lend(isbn: "A-2", to: "ana", days: 3)))"#,
            "expect state.loans[1].balance == -3",
            ".lending(.cmd(.rate(.senior)))",
            "expect state.rates[.senior] == 1",
        ])
    }

    @Test("nil matches a nil optional in a constructor pattern, and a value does not")
    func nilInPatterns() async throws {
        let session = try session()
        let outcomes = await session.run([
            #".lending(.cmd(.lend(isbn: "A-1", to: "ana")))"#,
            "expect state.loans[0] == Loan(id: _, returned: nil)",
            "expect state.loans[0] == Loan(id: _, returned: _)",
            #"expect state.loans[0] == Loan(id: _, returned: "2024-06-16T09:00:00Z")"#,
            #".lending(.cmd(.takeBack(isbn: "A-1")))"#,
            #"expect state.loans[0] == Loan(id: _, returned: "2024-06-16T09:00:00Z")"#,
            "expect state.loans[0] == Loan(id: _, returned: nil)",
        ])
        #expect(outcomes.map(\.failed) == [false, false, false, true, false, false, true])
    }

    @Test("every kind of literal stands in a constructor pattern", arguments: [
        "Loan(id: _, isbn: \"A-1\")",
        "Loan(id: _, isbn: #\"A-1\"#)",
        "Loan(id: 0x1, isbn: _)",
        "Loan(id: 0b1, isbn: _)",
        "Loan(id: 0o1, isbn: _)",
        "Loan(id: _, balance: -14)",
        "Loan(id: _, fee: 1.4)",
        "Loan(id: _, rating: 4.5)",
        "Loan(id: _, rating: 45e-1)",
        "Loan(id: _, renewed: false)",
        "Loan(id: _, returned: nil)",
        "Loan(id: _, tags: [])",
        "Loan(id: _, marks: [:])",
        "Loan(id: _, due: \"2024-06-30T09:00:00Z\")",
        "Loan(id: _, tier: .regular)",
        "Loan(id: _, tier: Member.Tier.regular)",
        "Loan(id: _, tier: \"regular\")",
        "Loan(id: _, window: 0...14)",
        "Loan(id: _, isbn: \"A-1\", member: \"ana\", returned: nil, renewed: false, tags: [], marks: [:], window: 0...14)",
    ])
    func literalsInPatterns(pattern: String) async throws {
        let session = try session()
        _ = await session.runSucceeding([#".lending(.cmd(.lend(isbn: "A-1", to: "ana")))"#, "expect state.loans[0] == \(pattern)"])
    }

    @Test("a literal that differs from the value makes the pattern fail", arguments: [
        "Loan(id: _, isbn: \"B-2\")",
        "Loan(id: 0x2, isbn: _)",
        "Loan(id: _, balance: 14)",
        "Loan(id: _, renewed: true)",
        "Loan(id: _, tags: [\"new\"])",
        "Loan(id: _, marks: [\"a\": 1])",
        "Loan(id: _, tier: .student)",
        "Loan(id: _, window: 0...13)",
    ])
    func differingLiterals(pattern: String) async throws {
        let session = try session()
        let outcomes = await session.run([#".lending(.cmd(.lend(isbn: "A-1", to: "ana")))"#, "expect state.loans[0] == \(pattern)"])
        #expect(outcomes.map(\.failed) == [false, true])
        #expect(outcomes[1].diagnosticID == nil, "a failed expectation, not an error: \(outcomes[1].texts)")
    }

    @Test("Type.case and Type.case(...) stand wherever a value is expected")
    func qualifiedCases() async throws {
        let session = try session()
        let outcomes = await session.runSucceeding([
            "let tier = Member.Tier.student",
            "tier",
            #"let ana = Member(name: "ana", tier: Member.Tier.student)"#,
            "let senior: Member.Tier = Member.Tier.senior",
            ".lending(.cmd(.join(ana)))",
            #"expect .lending(.ack(.joined(Member(name: "ana", tier: .student))))"#,
            ".lending(LendingMessage.Lending.cmd(LendingMessage.CMD.rate(Member.Tier.senior, factor: 2)))",
            "expect state.rates[Member.Tier.senior] == 2",
            "expect state.members[0].tier == Member.Tier.student",
            "expect state.members[0].tier != Member.Tier.senior",
            "expect state.members[0] == Member(name: _, tier: Member.Tier.student)",
            "let start = Date.now",
            #"expect start == "2024-06-16T09:00:00Z""#,
        ])
        #expect(outcomes[1].texts == ["Member.Tier.student"] || outcomes[1].texts == [".student"], "\(outcomes[1].texts)")
    }

    @Test("a type named with a case it does not have, or where another type is expected, is an error")
    func qualifiedCaseErrors() async throws {
        let session = try session()
        let outcomes = await session.run([
            "let tier = Member.Tier.studnet",
            ".lending(.cmd(.rate(Loan.student)))",
            "let tier = Member.Tier",
        ])
        #expect(outcomes.map(\.diagnosticID) == [.unknownCase, .typeMismatch, .syntax])
        #expect(outcomes[0].texts.joined().contains("did you mean 'student'"))
        #expect(outcomes[2].texts.joined().contains("or name a case of an enum with 'Member.Tier.caseName'"))
    }

    @Test("a case of an enum with raw values is written and printed by its name, as a dictionary key too")
    func rawValuesByName() async throws {
        let session = try session()
        let outcomes = await session.runSucceeding([
            "state.rates",
            #"let rates: [Member.Tier: Decimal] = ["student": 1.5, .senior: 2]"#,
            "rates",
            #"expect state.rates["student"] == 0.5"#,
            "expect state.rates[.student] == 0.5",
            "let tiers: [Member.Tier] = [.student, \"senior\"]",
        ])
        #expect(outcomes[0].texts == ["[.regular: 1, .student: 0.5]"])
        #expect(outcomes[2].texts == ["rates = [.senior: 2, .student: 1.5]"] || outcomes[2].texts == ["[.senior: 2, .student: 1.5]"], "\(outcomes[2].texts)")
    }

    @Test("a raw value written for a case is refused with the case it is the raw value of")
    func rawValueSpelling() async throws {
        let session = try session()
        let outcomes = await session.run([
            #"let rates: [Member.Tier: Decimal] = ["STU": 1.5]"#,
            #"expect state.rates["STU"] == 0.5"#,
            #"let tier: Member.Tier = "STUDENT""#,
        ])
        #expect(outcomes.map(\.diagnosticID) == [.rawValueSpelling, .rawValueSpelling, .unknownCase])
        #expect(outcomes[0].texts.joined().contains("\"STU\" is the raw value of Member.Tier.student"))
        #expect(outcomes[2].texts.joined().contains("did you mean '.student'"))
    }

    @Test("ranges are written and printed a...b and a..<b")
    func ranges() async throws {
        let session = try session()
        let outcomes = await session.runSucceeding([
            "state.hours",
            ".lending(.cmd(.open(hours: 8...20)))",
            "expect .lending(.ack(.opened(8...20)))",
            "expect state.hours == 8...20",
            "expect state.slots == 8.0..<20.5",
            "state.slots",
            "let span = 1...3",
            "let half: Range<Double> = 1..<3",
            "expect span == 1 ... 3",
        ])
        #expect(outcomes[0].texts == ["9...17"])
        #expect(outcomes[5].texts == ["8..<20.5"] || outcomes[5].texts == ["8.0..<20.5"], "\(outcomes[5].texts)")
    }

    @Test("a range written wrong says how a range is written", arguments: [
        (".lending(.cmd(.open(hours: [8, 20])))", DiagnosticID.invalidRange),
        (".lending(.cmd(.open(hours: 8..<20)))", .invalidRange),
        (".lending(.cmd(.open(hours: 20...8)))", .invalidRange),
        (".lending(.cmd(.open(hours: 8..20)))", .syntax),
        (".lending(.cmd(.open(hours: 8...)))", .syntax),
        (".lending(.cmd(.open(hours: ...20)))", .syntax),
        (".lending(.cmd(.open(hours: 8...20...30)))", .syntax),
    ])
    func rangeErrors(line: String, id: DiagnosticID) async throws {
        let session = try session()
        let outcome = await session.run([line])[0]
        #expect(outcome.diagnosticID == id, "\(outcome.texts)")
        let text = outcome.texts.joined(separator: "\n")
        #expect(text.contains("8...20") || text.contains("8..<20") || text.contains("lower...upper"), "\(text)")
    }

    @Test("a constructor in an expect that leaves out a property says that a _ makes it a pattern")
    func missingPropertyInExpect() async throws {
        let session = try session()
        let outcomes = await session.run([
            #".lending(.cmd(.join(Member(name: "ana", tier: .student))))"#,
            "expect state.members[0] == Member(tier: .student)",
            "expect .lending(.ack(.joined(Member(tier: .student))))",
            "expect state.members[0] == Member(tier: .student, name: _)",
        ])
        #expect(outcomes.map(\.diagnosticID) == [nil, .missingArgument, .missingArgument, nil])
        for outcome in outcomes[1...2] {
            let text = outcome.texts.joined(separator: "\n")
            #expect(text.contains("missing argument 'name: String'"), "\(text)")
            #expect(text.contains("a `_` makes Member(...) a pattern"), "\(text)")
            #expect(text.contains("write Member(tier: .student, name: _)"), "\(text)")
        }
        #expect(!outcomes[3].failed)
    }

    @Test("a comparison outside an expect says to write expect", arguments: [
        "state.loans.count == 0", "state.hours.lowerBound < 3", "state.members contains x", "state.rates != [:]",
    ])
    func comparisonOutsideExpect(line: String) async throws {
        let session = try session()
        let outcome = await session.run([line])[0]
        #expect(outcome.diagnosticID == .comparisonOutsideExpect)
        #expect(outcome.texts.joined().contains("write: expect \(line)"), "\(outcome.texts)")
    }

    @Test(":describe of a builtin says how its values are written, as the builtin's own file says")
    func describeBuiltin() async throws {
        let session = try session()
        let outcomes = await session.runSucceeding([":describe Date", ":describe UInt8"])
        #expect(outcomes[0].texts.joined() == "Date\n  written as an ISO-8601 string such as \"2024-06-16T09:00:00Z\", or .now")
        #expect(outcomes[1].texts.joined() == "UInt8\n  written as an integer literal from 0 to 255, such as 42, 0xFF or 1_000")
    }

    @Test(":describe shows defaulted associated values and the initializers with their docs")
    func describeShowsDefaultsAndInitializers() async throws {
        let session = try session()
        let outcomes = await session.runSucceeding([":describe Member", ":describe"])
        let member = outcomes[0].texts.joined(separator: "\n")
        #expect(member.contains("initializers:"), "\(member)")
        #expect(member.contains("Member(name: String, tier: Tier = .regular)"), "\(member)")
        #expect(member.contains("A member of the given tier, regular unless told."), "\(member)")
        let commands = outcomes[1].texts.joined(separator: "\n")
        #expect(commands.contains(".lend(isbn: String, to: String, days: Int = 14)"), "\(commands)")
        #expect(commands.contains(".rate(Member.Tier, factor: Decimal = 1)"), "\(commands)")
    }

    @Test("when no argument list fits, the diagnostic lists the ones that build the type")
    func noArgumentListFits() async throws {
        let session = try session()
        let outcome = await session.run([#"let x = Member(name: "ana", age: 3)"#])[0]
        let text = outcome.texts.joined(separator: "\n")
        #expect(outcome.failed)
        #expect(text.contains("build Member with Member(name: String, tier: Tier = .regular) or Member(name: String, tier: Tier)"), "\(text)")
    }
}
