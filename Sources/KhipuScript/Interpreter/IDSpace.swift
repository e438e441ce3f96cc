/// Where the ids of values a script makes aside from its domain come from. The domain's
/// ids count up in space 0 (`00000000-0000-0000-0000-000000000001`); these never equal one.
/// (`:fixtures` binds the documentation's values as its pages show them, built like a
/// fresh domain's, in space 0.)
enum IDSpace {
    /// Values built inside an `expect`: `EEEEEEEE-0000-0000-0000-000000000001`, …
    static let expectations: UInt32 = 0xEEEE_EEEE
    /// Ids a model's `alter` draws while the history replays a step: `DDDDDDDD-…`.
    static let replay: UInt32 = 0xDDDD_DDDD
}
