"""Measures, not a test: how long `khipu lsp` takes to answer completion inside a line
near the top of a 20-line and of a 2,000-line document, near the end of the long one,
and with four 4,000-line documents just opened. Use a release build:

    swift build -c release --product khipu
    python3 Tests/Clients/lsp/measure_completion.py .build/release/khipu
"""

import json
import statistics
import subprocess
import sys
import time

khipu = sys.argv[1] if len(sys.argv) > 1 else ".build/release/khipu"
server = subprocess.Popen([khipu, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
next_id = 0


def send(message):
    body = json.dumps({"jsonrpc": "2.0", **message}).encode()
    server.stdin.write(b"Content-Type: application/vscode-jsonrpc; charset=utf-8\r\nContent-Length: %d\r\n\r\n" % len(body) + body)
    server.stdin.flush()


def receive():
    length = None
    while True:
        line = server.stdout.readline().strip()
        if not line:
            break
        name, _, value = line.partition(b":")
        if name.lower() == b"content-length":
            length = int(value)
    return json.loads(server.stdout.read(length))


def request(method, params):
    global next_id
    next_id += 1
    send({"id": next_id, "method": method, "params": params})
    while True:
        message = receive()
        if message.get("id") == next_id:
            return message


def document(lines):
    pairs = lines // 2
    return "".join(f'let item{n} = TodoItem(title: "Item {n}")\n.todos(.cmd(.add(item: item{n})))\n' for n in range(pairs))


def completion_ms(uri, line, character, times=30):
    samples = []
    for _ in range(times):
        start = time.perf_counter()
        answer = request("textDocument/completion", {"textDocument": {"uri": uri}, "position": {"line": line, "character": character}})
        samples.append((time.perf_counter() - start) * 1000)
        assert answer["result"]["items"], answer
    return statistics.median(samples)


request("initialize", {"capabilities": {}})
for name, lines in [("short", 20), ("long", 2000)]:
    send({"method": "textDocument/didOpen", "params": {"textDocument": {"uri": f"file:///tmp/{name}.khipu", "languageId": "khipu", "version": 1, "text": document(lines)}}})
# Line 2 is `.todos(.cmd(.add(item: item0)))`: the cursor after `.todos(.cmd(.a`.
short = completion_ms("file:///tmp/short.khipu", 1, 14)
long_top = completion_ms("file:///tmp/long.khipu", 1, 14)
long_end = completion_ms("file:///tmp/long.khipu", 1999, 14)
print(f"completion inside line 2, 20-line document:    {short:.2f} ms (median of 30)")
print(f"completion inside line 2, 2,000-line document: {long_top:.2f} ms ({long_top / short:.1f}x)")
print(f"completion inside line 2,000 of it:            {long_end:.2f} ms ({long_end / short:.1f}x)")

for index in range(4):
    send({"method": "textDocument/didOpen", "params": {"textDocument": {"uri": f"file:///tmp/huge{index}.khipu", "languageId": "khipu", "version": 1, "text": document(4000)}}})
start = time.perf_counter()
request("textDocument/completion", {"textDocument": {"uri": "file:///tmp/short.khipu"}, "position": {"line": 1, "character": 14}})
print(f"completion right after opening four 4,000-line documents: {(time.perf_counter() - start) * 1000:.1f} ms")
start = time.perf_counter()
request("textDocument/completion", {"textDocument": {"uri": "file:///tmp/huge3.khipu"}, "position": {"line": 3999, "character": 14}})
print(f"completion at the end of one of them, right after:       {(time.perf_counter() - start) * 1000:.1f} ms")
request("shutdown", None)
send({"method": "exit"})
server.wait(30)
