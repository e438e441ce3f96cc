extension HTMLReport {
    /// The page's styles: one column that reads at a phone's 390 px and a desktop's 1280 px,
    /// and colours that follow the system's dark theme.
    enum Style {
        static let css = #"""
:root {
  --bg: #ffffff; --fg: #1d1f23; --muted: #5f6670; --line: #d9dde3; --panel: #f5f7fa; --code: #eef1f5;
  --ok: #1a7f37; --ok-bg: #e6f4ea; --bad: #c21f30; --bad-bg: #fdecee; --skip: #8a6d00; --accent: #0b5cad;
  --ins: #1a7f37; --del: #c21f30; --target: #fff5c2;
  color-scheme: light dark;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #15171b; --fg: #e4e7eb; --muted: #9aa3ad; --line: #333840; --panel: #1d2026; --code: #262a31;
    --ok: #56d364; --ok-bg: #15301c; --bad: #ff7b86; --bad-bg: #3a1a1f; --skip: #e3b341; --accent: #79b8ff;
    --ins: #56d364; --del: #ff7b86; --target: #3a3415;
  }
}
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0 auto; max-width: 1180px; padding: 16px; background: var(--bg); color: var(--fg);
  font: 15px/1.45 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
code, pre, kbd, time { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace; font-size: 13px; }
pre { margin: 6px 0; padding: 8px 10px; background: var(--code); border-radius: 6px; overflow-x: auto; white-space: pre; }
a { color: var(--accent); }
h1 { font-size: 22px; margin: 0 0 6px; overflow-wrap: anywhere; }
h2 { font-size: 17px; margin: 24px 0 8px; overflow-wrap: anywhere; }
header.top { border-bottom: 1px solid var(--line); padding-bottom: 10px; margin-bottom: 12px; }
.totals { margin: 4px 0; }
.count { display: inline-block; padding: 1px 8px; border-radius: 10px; margin-right: 4px; background: var(--panel); }
.count.passed { color: var(--ok); } .count.failed { color: var(--bad); } .count.skipped { color: var(--skip); }
header.failed .count.failed { background: var(--bad-bg); font-weight: 600; }
.time { color: var(--muted); font-size: 13px; }
.notice { background: var(--bad-bg); padding: 6px 10px; border-radius: 6px; }
.controls { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; color: var(--muted); font-size: 14px; }
kbd { border: 1px solid var(--line); border-radius: 4px; padding: 0 4px; background: var(--panel); }
nav.summary { overflow-x: auto; }
nav.summary table { border-collapse: collapse; width: 100%; font-size: 14px; }
nav.summary th, nav.summary td { text-align: right; padding: 4px 8px; border-bottom: 1px solid var(--line); }
nav.summary th:first-child, nav.summary td:first-child { text-align: left; overflow-wrap: anywhere; }
nav.summary tr.failed td:first-child a { color: var(--bad); font-weight: 600; }
.anchor { text-decoration: none; color: inherit; }
h2 .counts { font-weight: normal; font-size: 13px; }
details.scenario { border: 1px solid var(--line); border-left: 4px solid var(--ok); border-radius: 6px; margin: 8px 0; background: var(--bg); }
details.scenario.failed { border-left-color: var(--bad); }
details.scenario.filtered-out, details.scenario.not-reached { border-left-color: var(--skip); opacity: 0.8; }
details.scenario > summary { cursor: pointer; padding: 8px 10px; background: var(--panel); border-radius: 6px; list-style-position: inside; overflow-wrap: anywhere; }
details.scenario[open] > summary { border-bottom: 1px solid var(--line); border-radius: 6px 6px 0 0; }
.mark::before { content: "✓"; color: var(--ok); font-weight: 700; }
.failed > summary .mark::before { content: "✗"; color: var(--bad); }
.filtered-out > summary .mark::before, .not-reached > summary .mark::before { content: "–"; color: var(--skip); }
summary .name { font-weight: 600; }
summary .where, summary .status-text { color: var(--muted); font-size: 13px; }
summary .anchor { color: var(--muted); margin-left: 4px; }
ol.steps { list-style: none; margin: 0; padding: 4px 0; }
li.step { padding: 6px 10px 6px 12px; border-left: 3px solid transparent; scroll-margin-top: 40px;
  content-visibility: auto; contain-intrinsic-size: auto 64px; }
li.step + li.step { border-top: 1px dashed var(--line); }
li.step.failed { border-left-color: var(--bad); background: var(--bad-bg); }
li.step.target, li.step:target { background: var(--target); }
.stmt { display: flex; flex-wrap: wrap; gap: 2px 10px; align-items: baseline; }
.stmt .loc { color: var(--muted); font-size: 12px; text-decoration: none; white-space: nowrap; }
.stmt .text { font-weight: 600; white-space: pre-wrap; overflow-wrap: anywhere; }
ul.items { list-style: none; margin: 4px 0 0; padding: 0 0 0 14px; }
li.item { margin: 2px 0; overflow-wrap: anywhere; }
li.item > code.msg { white-space: pre-wrap; }
.label, .src { display: inline-block; font-size: 12px; padding: 0 6px; margin-right: 6px; border-radius: 8px; background: var(--panel); color: var(--muted); border: 1px solid var(--line); }
.label.ok { color: var(--ok); background: var(--ok-bg); border-color: transparent; }
.label.bad { color: var(--bad); background: var(--bad-bg); border-color: var(--bad); font-weight: 600; }
.label.clock, .src-timer, .src-clock { color: var(--skip); }
.src-answer { color: var(--accent); }
.src-follow-up, .src-client, .src-app { color: var(--ok); }
.by { font-family: ui-monospace, monospace; font-size: 13px; }
pre .ins { color: var(--ins); } pre .del { color: var(--del); } pre .fold { color: var(--muted); font-style: italic; }
pre .caret { color: var(--bad); font-weight: 700; } pre .hint { color: var(--accent); }
.did-you-mean { margin: 4px 0; color: var(--accent); font-weight: 600; }
details.state-diff > summary { cursor: pointer; color: var(--muted); font-size: 13px; }
li.more { padding: 8px 12px; }
li.more button { font: inherit; padding: 4px 10px; border-radius: 6px; border: 1px solid var(--line); background: var(--panel); color: var(--fg); cursor: pointer; }
.note { margin: 6px 10px; color: var(--muted); white-space: pre-wrap; }
.file > pre.problem { color: var(--bad); }
body.failures-only .scenario.passed, body.failures-only .scenario.filtered-out, body.failures-only .scenario.not-reached,
body.failures-only section.file.passed, body.failures-only nav.summary tr.passed { display: none; }
@media (max-width: 600px) {
  body { padding: 10px; font-size: 14px; }
  h1 { font-size: 19px; }
  ul.items { padding-left: 6px; }
  li.step { padding: 6px 6px 6px 8px; }
  pre { font-size: 12px; }
  nav.summary th:nth-child(5), nav.summary td:nth-child(5) { display: none; }
}
"""#
    }
}
