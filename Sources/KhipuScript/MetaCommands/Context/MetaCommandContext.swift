/// The room a `:` command runs in: what it may read and do, and nothing else. A handler
/// (`MetaCommandHandler.run`) is given this, never the `Interpreter`, so a command added
/// later touches only what these capabilities offer; one that needs more adds it to the
/// capability it belongs to, where the next maintainer sees it.
///
/// - `SessionReading`: the domain, its state and values as the DSL prints them.
/// - `SimulatedWorld`: the clock, gateways and waiting work the domain sees.
/// - `StepTaking`: changing the state as a step of `:history`, and what it emitted.
/// - `TimeTravelling`: the history's steps, and going to one of them.
/// - `SessionControl`: the session itself: domains, files, bindings, settings.
///
/// The interpreter is the one context (`Interpreter+MetaCommandContext.swift`).
typealias MetaCommandContext = SessionReading & SimulatedWorld & StepTaking & TimeTravelling & SessionControl
