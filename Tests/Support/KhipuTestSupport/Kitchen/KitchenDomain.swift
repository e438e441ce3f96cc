import Khipu

/// A reducer domain that lives in time, for the tests of its rules: a payment gateway
/// middleware that answers 2 s after an order, beside an expiry middleware whose 15-minute
/// timer serving the order cancels. Neither holds the other up.
package enum KitchenDomain {
    package static let paymentLatency: Duration = .seconds(2)
    package static let expiry: Duration = .seconds(15 * 60)

    package static let payment = GatewayDescription(
        name: "payment", summary: "takes an order's payment, 2 s later",
        modes: [(name: "working", summary: "takes every payment"), (name: "failing", summary: "declines every payment")])

    package static var definition: AppDomainDefinition<KitchenMessage, ReducedState<KitchenState>> {
        definition(documentation: nil)
    }

    /// The kitchen with a documentation table of a test's own.
    package static func definition(
        documentation: DomainDocumentation<KitchenMessage>?
    ) -> AppDomainDefinition<KitchenMessage, ReducedState<KitchenState>> {
        AppDomainDefinition(
            name: "kitchen",
            summary: "A kitchen: orders paid 2 s later through a gateway, expired after 15 minutes unless served.",
            exposedTypes: [KitchenState.self, KitchenOrder.self],
            initialState: { KitchenState(orders: []) },
            middlewares: [paymentMiddleware, expiryMiddleware],
            dependencies: (),
            mapping: ActionMapping(action: { if case .kitchen(let action) = $0 { action } else { nil } }, message: { .kitchen($0) }),
            gateways: [payment],
            documentation: documentation
        )
    }

    static let paymentMiddleware: Middleware<KitchenState, KitchenAction, Void> = { _, action, _ in
        guard case .place(let table) = action else { return nil }
        let environment = KhipuEnvironment.current
        await environment.sleep(for: paymentLatency)
        return environment.gatewayMode(of: payment.name) == "failing" ? .declined(table: table) : .paid(table: table)
    }

    static let expiryMiddleware: Middleware<KitchenState, KitchenAction, Void> = { _, action, _ in
        switch action {
        case .place(let table):
            guard await KhipuEnvironment.current.sleep(for: expiry, timer: "expiry-\(table)") else { return nil }
            // Looked at again after the wait: an order served meanwhile does not expire.
            guard let status = KitchenState.current?.status(of: table), status == .waiting || status == .paid else { return nil }
            return .expired(table: table)
        case .serve(let table):
            KhipuEnvironment.current.cancelTimer("expiry-\(table)")
            return nil
        case .paid, .declined, .expired:
            return nil
        }
    }
}
