import KhipuDSL

// Foundation has an `Expression` type of its own; in this module the name means the DSL's.
typealias Expression = KhipuDSL.Expression
