import SwiftSyntax

extension DeclModifierListSyntax {
    func contains(_ keywords: Keyword...) -> Bool {
        contains { modifier in keywords.contains { modifier.name.tokenKind == .keyword($0) } }
    }
}

extension TokenSyntax {
    /// The name without backticks: `default` for `` `default` ``.
    var plainName: String {
        identifier?.name ?? text
    }
}
