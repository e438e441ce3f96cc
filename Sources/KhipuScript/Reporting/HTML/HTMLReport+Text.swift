extension HTMLReport {
    /// How the page writes text: escaped for HTML, and seconds as the other reports do.
    enum Text {
        static func html(_ text: String) -> String {
            JUnitReport.escape(text)
        }

        static func seconds(_ duration: Duration) -> String {
            let value = duration.timeInterval
            return value < 0.001 ? "" : String(format: "%.3f s", value)
        }
    }
}
