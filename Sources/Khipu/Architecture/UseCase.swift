/// A use case takes a request, lets its private interactor do the work and answers
/// through the responder it was created with.
public protocol UseCase {
    associatedtype RequestType
    associatedtype ResponseType
    func request(to request: RequestType)
}
