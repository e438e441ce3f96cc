import SwiftCompilerPlugin
import SwiftSyntaxMacros

@main
struct KhipuDSLMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [DSLMacro.self]
}
