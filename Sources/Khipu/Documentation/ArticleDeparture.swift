/// One way a domain deliberately differs from the seed article it was built from, and why;
/// or an example the article prints that does not compile against the article's own types,
/// with the form that works here.
///
/// A domain lists them in its `DocumentationTable`, next to its Swift sources, and
/// `describe` prints them in a section "Where this differs from the article", so a reader
/// who types the article's examples learns first where they will not work as printed.
public struct ArticleDeparture: Sendable, Equatable {
    /// What differs, in a sentence.
    public let what: String
    /// Why the domain does it this way.
    public let why: String
    /// The article's code as it prints it, when the departure is about an example.
    public let articleForm: String?
    /// The code that works here instead.
    public let workingForm: String?

    public init(_ what: String, why: String, articleForm: String? = nil, workingForm: String? = nil) {
        self.what = what
        self.why = why
        self.articleForm = articleForm
        self.workingForm = workingForm
    }

    /// A deliberate difference in behaviour or naming:
    /// `.departure("Updating an item keeps its place in the list.", why: "…")`.
    public static func departure(_ what: String, why: String) -> ArticleDeparture {
        ArticleDeparture(what, why: why)
    }

    /// An example as the article prints it and the form that works:
    /// `.example("The due date example does not compile.", article: "…", works: "…", why: "…")`.
    public static func example(_ what: String, article: String, works: String, why: String) -> ArticleDeparture {
        ArticleDeparture(what, why: why, articleForm: article, workingForm: works)
    }
}
