import Foundation
import Khipu
import KhipuDSL
import KhipuTestSupport
import Testing
import Todos
@testable import KhipuScript

/// Text a domain shows reaches the statement that made it show it, however the domain's
/// text receivers hand `show` on: as a receiver, or kept aside for a feature to call.
@Suite("Text a domain shows")
struct ShownTextTests {
    /// Where the text receivers put `show` for the extra feature to call.
    final class ShowBox: @unchecked Sendable {
        var show: ((String) -> Void)?
    }

    enum Wiring: CaseIterable {
        /// `show` given back inside a receiver, the usual way.
        case receiver
        /// No receiver at all; `show` kept aside and called by a feature.
        case keptAside
        /// No receiver and `show` dropped: the domain shows nothing.
        case dropped
    }

    /// Todos, plus a feature that shows `seen <message>` for every message it is told.
    private func definition(_ wiring: Wiring) -> AppDomainDefinition<Message, AppState> {
        let base = TodosDomain.definition
        let box = ShowBox()
        return AppDomainDefinition(
            name: base.name,
            summary: base.summary,
            exposedTypes: base.exposedTypes,
            initialState: base.initialState,
            createAppDomain: { store, receivers, rootHandler in
                let todos = base.createAppDomain(store, receivers, rootHandler)
                return { message in
                    todos(message)
                    if case .todos(.cmd) = message { box.show?("seen a command") }
                }
            },
            textReceivers: { _, show in
                switch wiring {
                case .receiver:
                    return [{ message in if case .todos(.cmd) = message { show("seen a command") } }]
                case .keptAside:
                    box.show = show
                    return []
                case .dropped:
                    return []
                }
            }
        )
    }

    @Test("a dispatch shows what the domain showed while it ran, and only then", arguments: Wiring.allCases)
    func shown(wiring: Wiring) async throws {
        let domain = KhipuDomain(definition(wiring))
        let interpreter = try ScriptSession(domain).interpreter
        var shown: [[String]] = []
        for line in [#".todos(.cmd(.add(item: TodoItem(title: "Tea"))))"#, "expect state.todos.items.count == 1"] {
            let outcome = await interpreter.run(ParsedStatement(StatementSource(text: line)), file: "test.khipu").merged
            #expect(!outcome.failed)
            shown.append(outcome.events.compactMap { if case .output(let text) = $0 { text } else { nil } })
        }
        #expect(shown == (wiring == .dropped ? [[], []] : [["seen a command"], []]))
    }
}
