/// What one step of a program did.
enum StepOutcome {
    /// It ran and every check held; `answered`/`refused` say what the domain emitted.
    case ran(answered: Bool, refused: Bool)
    /// It did not read as a message of the domain (the generator wrote something the
    /// domain's types refuse): nothing was sent, and the step is left out of the program.
    case notSent
    case finding(Finding)
}
