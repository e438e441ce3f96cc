import KhipuCommandLine
import KhipuScript
import Teahouse

await KhipuTool.main(domains: [KhipuDomain(TeahouseDomain.definition)])
