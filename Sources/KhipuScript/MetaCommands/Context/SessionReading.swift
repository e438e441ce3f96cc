import Khipu
import KhipuDSL
import KhipuDescribe

/// What a command may read without changing anything: the domain the session runs on,
/// its state, values printed as the DSL writes them, and statements checked unrun
/// (`:state`, `:describe`, `:help`'s examples).
protocol SessionReading: AnyObject {
    var domainName: String { get }
    /// Every domain the session may switch to, the one it runs on among them.
    var domains: [KhipuDomain] { get }
    var state: Any { get }
    var messageType: Any.Type { get }
    var gateways: [GatewayDescription] { get }
    /// A path or expression (`state.todos.count`) on the bindings and state as they are.
    func evaluate(_ expression: DSLExpression) throws(Diagnostic) -> Any
    /// A value on one line, as the DSL writes it (`.todos(.cmd(…))`).
    func printed(_ value: Any) -> String
    /// A value across lines when it does not fit `width`.
    func printPretty(_ value: Any, width: Int) -> String
    /// Type-checks `expect MESSAGE` (wildcards included) without comparing it with anything.
    func checkExpectedMessage(_ expression: DSLExpression) throws(Diagnostic)
    /// Evaluates `expect a OP b` against the current bindings and state.
    func comparison(quoting source: String) -> ComparisonEvaluation
}

extension SessionReading {
    /// The domain the session runs on, as `describe` sees it.
    var describableDomain: DescribableDomain? {
        domains.first { $0.name == domainName }?.describable
    }

    func printPretty(_ value: Any) -> String {
        printPretty(value, width: 80)
    }
}
