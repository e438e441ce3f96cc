/// A domain the session switched away from with `:domain`, kept as it was left.
struct ParkedDomain {
    let session: any DomainSession
    let steps: StepHistory
}
