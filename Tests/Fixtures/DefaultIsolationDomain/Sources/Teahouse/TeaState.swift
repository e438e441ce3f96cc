import KhipuDSL

/// The teapot: how long a cup steeps, how many cups were made, and the kettle.
@DSL
public nonisolated struct TeaState: Codable, Equatable, Sendable {
    /// How long the leaves steep, e.g. `.seconds(180)`.
    public let steep: Duration
    /// Cups poured so far.
    public let cups: Int
    public let kettle: KettleStatus

    public init(steep: Duration, cups: Int, kettle: KettleStatus) {
        self.steep = steep
        self.cups = cups
        self.kettle = kettle
    }
}
