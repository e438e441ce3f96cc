import KhipuDSL

/// What goes into and comes out of the kitchen test domain.
@DSL
package enum KitchenMessage: Codable, Equatable, Sendable {
    case kitchen(KitchenAction)
}

/// The kitchen's actions: a guest places an order, the payment gateway answers it 2 s
/// later, a waiter serves it, and an order not served within 15 minutes expires.
@DSL
package enum KitchenAction: Codable, Equatable, Sendable {
    /// Places an order; the payment gateway answers `paid` or `declined` 2 s later.
    case place(table: String)
    /// The payment gateway took the payment.
    case paid(table: String)
    /// The payment gateway declined the payment.
    case declined(table: String)
    /// Serves the order; its expiry timer is cancelled.
    case serve(table: String)
    /// The order waited 15 minutes unserved.
    case expired(table: String)
}
