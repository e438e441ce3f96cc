"""`khipu lsp` driven by pygls's client (pytest-lsp), as VS Code, Neovim and Emacs
announce themselves: diagnostics, completion, hover, definition, shutdown and exit.

KHIPU names the executable (default: .build/debug/khipu in the package)."""

import asyncio
import json
import os
import pathlib

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

ROOT = pathlib.Path(__file__).resolve().parents[3]
KHIPU = os.environ.get("KHIPU", str(ROOT / ".build" / "debug" / "khipu"))
CLIENTS = ["visual-studio-code", "neovim", "emacs"]
URI = "file:///tmp/khipu-clients/todos.khipu"


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[KHIPU, "lsp"]), params=CLIENTS)
async def client(request, lsp_client: LanguageClient):
    result = await lsp_client.initialize_session(
        types.InitializeParams(capabilities=client_capabilities(request.param), root_uri="file:///tmp/khipu-clients")
    )
    assert result.server_info.name == "khipu"
    yield
    await lsp_client.shutdown_session()


def open_document(client: LanguageClient, text: str, uri: str = URI, version: int = 1):
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="khipu", version=version, text=text)
        )
    )


async def diagnostics_of(client: LanguageClient, uri: str = URI):
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return client.diagnostics[uri]


def at(line: int, character: int, uri: str = URI):
    return dict(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=line, character=character))


async def test_diagnostics_appear_and_clear(client: LanguageClient):
    open_document(client, '# a script\n.todos(.cmd(.ad(item: "x")))\nexpect nothing\n')
    diagnostics = await diagnostics_of(client)
    assert len(diagnostics) == 1
    diagnostic = diagnostics[0]
    assert diagnostic.range.start == types.Position(line=1, character=13)
    assert diagnostic.code == "unknown-case"
    assert "did you mean 'add'?" in diagnostic.message

    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=URI, version=2),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text='# a script\n.todos(.cmd(.add(item: "x")))\nexpect nothing\n')],
        )
    )
    assert list(await diagnostics_of(client)) == []


async def test_completion_offers_the_cases_expected_there(client: LanguageClient):
    open_document(client, ".todos(.cmd(.a")
    await diagnostics_of(client)
    result = await client.text_document_completion_async(types.CompletionParams(**at(0, 14)))
    items = result.items if isinstance(result, types.CompletionList) else result
    assert [item.label for item in items] == [".add(item: TodoItem)"]
    assert items[0].text_edit.new_text == ".add("


async def test_hover_shows_the_docs_of_the_case(client: LanguageClient):
    open_document(client, '.todos(.cmd(.add(item: "x")))')
    result = await client.text_document_hover_async(types.HoverParams(**at(0, 14)))
    assert ".add(item: TodoItem)" in result.contents.value
    assert "Appends the item to the todo list" in result.contents.value


async def test_definition_finds_the_binding(client: LanguageClient):
    open_document(client, '\nlet coffee = TodoItem(title: "Get coffee")\n.todos(.cmd(.add(item: coffee)))\n')
    result = await client.text_document_definition_async(types.DefinitionParams(**at(2, 26)))
    location = result[0] if isinstance(result, list) else result
    assert location.uri == URI
    assert location.range.start == types.Position(line=1, character=4)


async def test_a_block_comment_hides_neither_completion_nor_hover(client: LanguageClient):
    open_document(client, '/* the first item */ .todos(.cmd(.add(item: "x")))\n/* then */ .todos(.cmd(.a')
    hover = await client.text_document_hover_async(types.HoverParams(**at(0, 35)))
    assert "Appends the item to the todo list" in hover.contents.value
    result = await client.text_document_completion_async(types.CompletionParams(**at(1, 25)))
    items = result.items if isinstance(result, types.CompletionList) else result
    assert ".add(item: TodoItem)" in [item.label for item in items]


async def test_completion_is_right_with_long_documents_open(client: LanguageClient):
    """Five open documents of 4,000 lines: the completion at the top of one is still the right one.
    (How fast it answers is measured by Benchmarks/, not asserted here.)"""
    body = "".join(f'let item{n} = TodoItem(title: "Item {n}")\n.todos(.cmd(.add(item: item{n})))\n' for n in range(2000))
    for index in range(4):
        open_document(client, body, uri=f"file:///tmp/khipu-clients/long{index}.khipu")
    open_document(client, '.todos(.cmd(.add(item: "x")))\n' + body, uri="file:///tmp/khipu-clients/top.khipu")
    result = await client.text_document_completion_async(
        types.CompletionParams(**at(0, 14, uri="file:///tmp/khipu-clients/top.khipu"))
    )
    items = result.items if isinstance(result, types.CompletionList) else result
    assert [item.label for item in items] == [".add(item: TodoItem)"]


async def raw_session(frames: list[bytes]) -> tuple[list[dict], int]:
    """Writes `frames` to a fresh `khipu lsp`, then reads every message it sends until it exits."""
    process = await asyncio.create_subprocess_exec(
        KHIPU, "lsp", stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.DEVNULL
    )
    for frame in frames:
        process.stdin.write(frame)
    await process.stdin.drain()
    process.stdin.close()
    output = await asyncio.wait_for(process.stdout.read(), 60)
    status = await process.wait()
    messages = []
    while output:
        header, _, rest = output.partition(b"\r\n\r\n")
        length = int(header.split(b":")[1])
        messages.append(json.loads(rest[:length]))
        output = rest[length:]
    return messages, status


def frame(message: dict, content_type_first: bool = True) -> bytes:
    body = json.dumps(message).encode()
    content_type = b"Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n"
    length = b"Content-Length: %d\r\n" % len(body)
    return (content_type + length if content_type_first else length + content_type) + b"\r\n" + body


async def test_the_protocol_errors():
    messages, status = await raw_session([
        frame({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}}),
        frame({"jsonrpc": "2.0", "id": 2, "method": "textDocument/hover", "params": {"textDocument": {"uri": URI}}}, False),
        frame({"jsonrpc": "2.0", "id": 3, "method": "workspace/noSuchThing", "params": {}}),
        frame({"jsonrpc": "2.0", "id": 4, "method": "shutdown"}),
        frame({"jsonrpc": "2.0", "id": 5, "method": "textDocument/hover", "params": at_json(0, 0)}),
        frame({"jsonrpc": "2.0", "method": "exit"}),
    ])
    by_id = {message["id"]: message for message in messages if "id" in message}
    assert by_id[1]["result"]["capabilities"]["hoverProvider"] is True
    assert by_id[2]["error"]["code"] == -32602
    assert by_id[3]["error"]["code"] == -32601
    assert by_id[4]["result"] is None
    assert by_id[5]["error"]["code"] == -32600
    assert status == 0


async def test_exit_without_shutdown_is_status_1():
    _, status = await raw_session([frame({"jsonrpc": "2.0", "method": "exit"})])
    assert status == 1


def at_json(line: int, character: int):
    return {"textDocument": {"uri": URI}, "position": {"line": line, "character": character}}
