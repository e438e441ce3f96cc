import Foundation
import Khipu
import KhipuDSL

/// A book lent to a member until a day.
@DSL
public struct Loan: Codable, Equatable, Sendable {
    public let id: UUID
    public let isbn: String
    public let member: String
    public let due: Date
    /// When the book came back; nil while it is out.
    public let returned: Date?

    public init(id: UUID, isbn: String, member: String, due: Date, returned: Date? = nil) {
        self.id = id
        self.isbn = isbn
        self.member = member
        self.due = due
        self.returned = returned
    }

    /// A new loan of `days` days from now.
    public static func new(isbn: String, member: String, days: Int) -> Loan {
        let environment = KhipuEnvironment.current
        return Loan(id: environment.newID(), isbn: isbn, member: member, due: environment.now().addingTimeInterval(Double(days) * 86_400))
    }

    public func isOverdue(at now: Date) -> Bool { returned == nil && due < now }
}
