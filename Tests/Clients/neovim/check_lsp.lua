-- `khipu lsp` under Neovim's built-in client (0.7 and later), headless:
--   KHIPU=.build/debug/khipu nvim --headless -u NONE -c "luafile Tests/Clients/neovim/check_lsp.lua"
-- Diagnostics, completion, hover, definition, a fix that clears the diagnostic, then
-- shutdown and exit (status 0). Exits Neovim with status 1 on the first failure.

local khipu = os.getenv("KHIPU") or ".build/debug/khipu"
local directory = vim.fn.tempname()
vim.fn.mkdir(directory, "p")
local path = directory .. "/todos.khipu"
vim.fn.writefile({
  "# a script",
  "let coffee = TodoItem(title: \"Get coffee\")",
  ".todos(.cmd(.ad(item: coffee)))",
  "/* comment */ .todos(.cmd(.a",
}, path)

local function fail(message)
  io.stderr:write("neovim: " .. message .. "\n")
  vim.cmd("cquit 1")
end

local function check(condition, message)
  if not condition then fail(message) end
end

local exit_status
vim.cmd("edit " .. path)
local buffer = vim.api.nvim_get_current_buf()
local client_id = vim.lsp.start_client({
  name = "khipu",
  cmd = { khipu, "lsp" },
  root_dir = directory,
  on_exit = function(code) exit_status = code end,
})
check(client_id ~= nil, "the client did not start")
vim.lsp.buf_attach_client(buffer, client_id)

check(vim.wait(20000, function() return #vim.diagnostic.get(buffer) > 0 end, 50), "no diagnostics")
local diagnostics = vim.diagnostic.get(buffer)
check(#diagnostics == 2, "expected 2 diagnostics (a wrong case, an unclosed bracket), got " .. #diagnostics)
local wrong_case
for _, diagnostic in ipairs(diagnostics) do
  if diagnostic.lnum == 2 then wrong_case = diagnostic end
end
check(wrong_case and wrong_case.col == 13, "the wrong case is not at line 3, column 14: " .. vim.inspect(diagnostics))
check(wrong_case.message:find("did you mean 'add'", 1, true), "no 'did you mean': " .. wrong_case.message)

local uri = vim.uri_from_bufnr(buffer)
local function request(method, line, character)
  local responses = vim.lsp.buf_request_sync(buffer, method, {
    textDocument = { uri = uri }, position = { line = line, character = character },
  }, 20000)
  check(responses and responses[client_id], method .. ": no answer")
  local response = responses[client_id]
  check(response.err == nil, method .. ": " .. vim.inspect(response.err))
  return response.result
end

local completion = request("textDocument/completion", 3, 28)
local items = completion.items or completion
local labels = {}
for _, item in ipairs(items) do table.insert(labels, item.label) end
check(vim.tbl_contains(labels, ".add(item: TodoItem)"), "completion: " .. vim.inspect(labels))

local hover = request("textDocument/hover", 1, 16)
check(hover and hover.contents.value:find("TodoItem", 1, true), "hover on a type: " .. vim.inspect(hover))

local definition = request("textDocument/definition", 2, 24)
local location = definition[1] or definition
check(location.range.start.line == 1 and location.range.start.character == 4, "definition: " .. vim.inspect(location))

vim.api.nvim_buf_set_lines(buffer, 2, 4, false, { ".todos(.cmd(.add(item: coffee)))" })
check(vim.wait(20000, function() return #vim.diagnostic.get(buffer) == 0 end, 50), "the fixed line keeps its diagnostic")

vim.lsp.get_client_by_id(client_id).stop()
check(vim.wait(20000, function() return exit_status ~= nil end, 50), "the server did not exit")
check(exit_status == 0, "the server exited with status " .. tostring(exit_status))
io.stdout:write("neovim " .. tostring(vim.version().major) .. "." .. tostring(vim.version().minor) .. ": diagnostics, completion, hover, definition, shutdown: ok\n")
vim.cmd("qall!")
