import KhipuCommandLine
import KhipuScript
import Library

await KhipuTool.main(domains: [KhipuDomain(LibraryDomain.definition)])
