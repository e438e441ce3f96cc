// The seeded generator lives in a target of its own so the benchmarks can share it without
// linking the test support; tests see it through this module.
@_exported import KhipuSeededRandom
