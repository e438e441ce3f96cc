extension HTMLReport {
    /// The page's style and script, kept as `report.css` and `report.js` beside this file so
    /// that a linter and a browser's developer tools read them as what they are; SwiftPM
    /// compiles them into the tool (`embedInCode`), so an installed `khipu` needs no file
    /// next to it, and the page writes them inline.
    enum Resources {
        static let css = String(decoding: PackageResources.report_css, as: UTF8.self)
        static let javaScript = String(decoding: PackageResources.report_js, as: UTF8.self)
    }
}
