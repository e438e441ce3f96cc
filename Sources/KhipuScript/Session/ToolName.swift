/// What the running tool calls itself: `khipu`, or the name of a package's own tool
/// (`my-khipu`), for the texts that tell the reader what to type, such as `:save`'s header.
/// `KhipuTool.main` sets it once, before any session starts.
package enum ToolName {
    nonisolated(unsafe) package static var current = "khipu"
}
