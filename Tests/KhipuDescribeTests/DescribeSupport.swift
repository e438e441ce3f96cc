import Khipu
import KhipuDSL
@testable import KhipuDescribe
@testable import KhipuScript

/// The reference `describe` prints for a definition.
func reference<Message, State>(_ definition: AppDomainDefinition<Message, State>) -> DomainReference {
    DomainReference(KhipuDomain(definition).describable)
}

/// Runs `describe --check` on a definition.
func check<Message, State>(_ definition: AppDomainDefinition<Message, State>) async -> CheckReport {
    await DocumentationCheck(domain: KhipuDomain(definition).describable, directory: "/nowhere").run()
}

/// An interpreter on a fresh session of `definition`, in a fixed environment.
func session<Message, State>(_ definition: AppDomainDefinition<Message, State>) throws -> (Interpreter, KhipuEnvironment) {
    let environment = KhipuEnvironment.fixed()
    let domain = KhipuDomain(definition)
    return (try Interpreter(domain: domain, domains: [domain], environment: environment), environment)
}

/// Runs lines in an interpreter, one statement a line.
func execute(_ lines: [String], in interpreter: Interpreter, environment: KhipuEnvironment) async -> [StatementOutcome] {
    await KhipuEnvironment.$current.withValue(environment) {
        var outcomes: [StatementOutcome] = []
        for (index, line) in lines.enumerated() {
            outcomes.append(await interpreter.run(ParsedStatement(StatementSource(text: line, line: index + 1)), file: "describe.khipu").merged)
        }
        return outcomes
    }
}
