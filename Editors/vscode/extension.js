// Starts `khipu lsp` for .khipu files: the server does the work, this only connects it.
const vscode = require("vscode");
const { LanguageClient } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const settings = vscode.workspace.getConfiguration("khipu");
  const command = settings.get("path", "khipu");
  const args = ["lsp", ...settings.get("arguments", [])];
  const cwd = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath;
  client = new LanguageClient(
    "khipu",
    "Khipu",
    { command, args, options: { cwd } },
    { documentSelector: [{ scheme: "file", language: "khipu" }] }
  );
  context.subscriptions.push({ dispose: () => client && client.stop() });
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
