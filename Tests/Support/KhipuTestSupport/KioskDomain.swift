import Khipu
import KhipuDSL

/// A small test domain of what `@DSL` records beyond names: a defaulted associated value
/// and a type with two initializers, each with a `///` doc, for describe and completion.
@DSL
package enum KioskMessage: Codable, Equatable, Sendable {
    /// Orders a number of items (one unless told).
    case order(sku: String, quantity: Int = 1)
    case welcome(Visitor)
}

/// Someone at the kiosk.
@DSL
package struct Visitor: Codable, Equatable, Sendable {
    package let name: String
    package let age: Int

    /// An adult visitor.
    package init(name: String, age: Int = 30) {
        self.name = name
        self.age = age
    }

    /// A visitor known only by age.
    package init(age: Int) {
        self.name = "anonymous"
        self.age = age
    }
}

@DSL
package struct KioskState: Codable, Equatable, Sendable, Alterable {
    @DSL
    package enum Change: Codable, Equatable, Sendable { case none }

    package init() {}

    package func alter(_ changes: Change...) -> KioskState { self }
}

package enum KioskDomain {
    package static var definition: AppDomainDefinition<KioskMessage, KioskState> {
        AppDomainDefinition(
            name: "kiosk", summary: "A kiosk.", exposedTypes: [Visitor.self], initialState: { KioskState() },
            createAppDomain: { _, receivers, _ in createAppCore(receivers: receivers, features: []) })
    }
}
