import ExampleDomains
import KhipuCommandLine

await KhipuTool.main(domains: ExampleDomains.all)
