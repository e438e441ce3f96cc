import Foundation
import KhipuCommandLine
import KhipuScript
import Vault

// The vault as a user's own tool made with KhipuCommandLine, with the bugs that
// KHIPU_VAULT_BUGS names planted (its raw value; none when unset). `explore` starts this
// binary again for its worker processes, and they inherit the variable.
let bugs = VaultDomain.Bugs(rawValue: Int(ProcessInfo.processInfo.environment["KHIPU_VAULT_BUGS"] ?? "") ?? 0)
await KhipuTool.main(domains: [KhipuDomain(VaultDomain.definition(bugs: bugs))], name: "vault-tool")
