import Khipu
import KhipuDSL

/// The kitchen's orders by table, as a pure reducer keeps them.
@DSL
package struct KitchenState: Codable, Equatable, Sendable, DSLConstructible {
    package let orders: [KitchenOrder]

    package init(orders: [KitchenOrder]) {
        self.orders = orders
    }

    package func status(of table: String) -> KitchenOrder.Status? {
        orders.first { $0.table == table }?.status
    }

    func setting(_ table: String, to status: KitchenOrder.Status) -> KitchenState {
        KitchenState(orders: orders.map { $0.table == table ? KitchenOrder(table: table, status: status) : $0 })
    }
}

@DSL
package struct KitchenOrder: Codable, Equatable, Sendable, DSLConstructible {
    package let table: String
    package let status: Status

    package init(table: String, status: Status) {
        self.table = table
        self.status = status
    }

    @DSL
    package enum Status: Codable, Equatable, Sendable {
        case waiting
        case paid
        case declined
        case served
        case expired
    }
}

extension KitchenState: Reducible {
    package static let reducer: Reducer<KitchenState, KitchenAction> = { state, action in
        switch action {
        case .place(let table):
            guard state.status(of: table) == nil else { return state }
            return KitchenState(orders: state.orders + [KitchenOrder(table: table, status: .waiting)])
        case .paid(let table): return state.setting(table, to: .paid)
        case .declined(let table): return state.setting(table, to: .declined)
        case .serve(let table): return state.setting(table, to: .served)
        case .expired(let table): return state.setting(table, to: .expired)
        }
    }
}
