import Chat
import Counter
import FastingTimer
import KhipuCommandLine
import KhipuScript
import Life
import Lighting
import OvoTimer
import Pendulums
import Projects
import Snake
import Todos

await KhipuTool.main(domains: [
    KhipuDomain(TodosDomain.definition),
    KhipuDomain(ProjectsDomain.definition),
    KhipuDomain(CounterDomain.definition),
    KhipuDomain(FastingTimerDomain.definition),
    KhipuDomain(OvoTimerDomain.definition),
    KhipuDomain(LightingDomain.definition),
    KhipuDomain(ChatDomain.definition),
    KhipuDomain(LifeDomain.definition),
    KhipuDomain(SnakeDomain.definition),
    KhipuDomain(PendulumsDomain.definition),
])
