// The seeded generator and the schema value generator live in a target of their own, which
// `khipu explore` and the benchmarks share; tests see them through this module.
@_exported import KhipuValueGeneration
@_exported import Vault
