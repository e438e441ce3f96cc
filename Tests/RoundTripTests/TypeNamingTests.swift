import Testing

/// Item 3 of issue 14: every type a domain reaches from its `Message` and state can be
/// named in `let x: T = …` without being listed in `exposedTypes`, and so can the
/// builtins and their compositions.
@Suite("Naming types in let x: T")
struct TypeNamingTests {
    @Test("types reachable from the domain's message and state, by qualified and short name")
    func reachableTypes() async throws {
        let results = try await scriptResults([
            "let due: TodoDate = .unknown",
            "let s: TodoItem.State = .finished",
            "let short: State = .unfinished",
            "let list: TodoList = state.todos",
            "let change: TodoItem.Change = .title(to: \"x\")",
            "let steps: [Directions.Step] = [\"left\", .step(\"right\")]",
            "expect steps.count == 2",
            "let maybe: TimeSpan? = nil",
            "expect maybe == nil",
        ])
        #expect(results == ["bound", "bound", "bound", "bound", "bound", "bound", "ok", "bound", "ok"])
    }

    @Test("builtins: every integer width, Float, Decimal, URL and compositions")
    func builtins() async throws {
        let results = try await scriptResults([
            "let a: Int8 = -128", "let b: UInt8 = 255", "let c: Int16 = 0x7FFF", "let d: UInt16 = 0", "let e: Int32 = -1",
            "let f: UInt32 = 7", "let g: Int64 = 9223372036854775807", "let h: UInt64 = 18446744073709551615", "let i: UInt = 1",
            "let j: Float = 1.5", "let k: Decimal = 19.99", "let l: URL = \"https://example.com\"", "let m: TimeInterval = 60",
            "let n: [String: Decimal] = [\"Cash\": 5, \"Card\": 2.5]", "let o: Set<String> = [\"b\", \"a\"]",
            "let p: [Int]? = nil", "let q: Dictionary<String, [Int]> = [:]", "let r: Array<Optional<Int>> = [1, nil]",
            "let s: Int?? = .some(nil)",
        ])
        #expect(results.allSatisfy { $0 == "bound" }, "\(results)")
    }

    @Test("an unknown, ambiguous or unhashable type name says so")
    func errors() async throws {
        let results = try await scriptResults(
            ["let a: TodoDat = .unknown", "let b: Add = .task(\"x\")", "let c: Set<TodoItem> = []"],
            domain: "projects"
        )
        #expect(results[0].contains("unknown type 'TodoDat'"))
        #expect(results[1].contains("'Add' names more than one type"))
        #expect(results[1].contains("AppState.Change.Add"))
        #expect(results[2].contains("unknown type 'TodoItem'") || results[2].contains("not Hashable"))
        let todos = try await scriptResults(["let a: TodoDat = .unknown", "let c: Set<TodoItem> = []"])
        #expect(todos[0].contains("did you mean 'TodoDate'?"))
        #expect(todos[1].contains("TodoItem is not Hashable"))
    }
}

/// Paths read what Swift reads: `[key]` on dictionaries, `keys`, `values`, `isEmpty`,
/// `count`, `first` and `last`, in an order that is the same on every run.
@Suite("Paths into values")
struct ValuePathTests {
    @Test func dictionariesSetsAndLists() async throws {
        let results = try await scriptResults([
            "let balances: [String: Decimal] = [\"Cash\": 5, \"Card\": 2.5]",
            "expect balances[\"Cash\"] == 5",
            "expect balances[\"None\"] == nil",
            "expect balances.keys == [\"Card\", \"Cash\"]",
            "expect balances.values == [2.5, 5]",
            "expect balances.count == 2",
            "expect balances.isEmpty == false",
            "let tags: Set<String> = [\"b\", \"a\", \"c\"]",
            "expect tags.first == \"a\"",
            "expect tags.count == 3",
            "expect state.todos.items.isEmpty == true",
            "expect state.todos.items.first == nil",
            "expect balances[3] == 1",
            "expect tags.nope == 1",
        ])
        #expect(Array(results.prefix(12)) == ["bound", "ok", "ok", "ok", "ok", "ok", "ok", "bound", "ok", "ok", "ok", "ok"], "\(results)")
        #expect(results[12].contains("failed"))
        #expect(results[13].contains("a list has no 'nope'"))
    }
}

/// The loss issue 14 names: the FastingTimer state prints as the `TimerState` it wraps.
@Suite("FastingTimer state read back")
struct FastingTimerStateTests {
    @Test("the printed state typed back, as the state's type or as TimerState, equals the state")
    func printedStateReadsBackEqual() async throws {
        let results = try await scriptResults([
            ":state",
            "let wrapped: ReducedState<TimerState> = TimerState(goal: 46800.0, sharingStatus: .notShared)",
            "expect wrapped == state",
            "let timer: TimerState = TimerState(goal: 46800.0, sharingStatus: .notShared)",
            "expect state == timer",
            "expect timer == state",
            "let untyped = TimerState(goal: 46800.0, sharingStatus: .notShared)",
            "expect untyped == state",
            "expect state != TimerState(goal: 1.0, sharingStatus: .notShared)",
        ], domain: "fastingtimer")
        #expect(results == [
            "output: TimerState(start: nil, end: nil, goal: 46800.0, sharingStatus: .notShared)", "bound", "ok", "bound", "ok", "ok", "bound", "ok", "ok",
        ])
    }
}
