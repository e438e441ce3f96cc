// The HTML report's script (khipu run --html, :report). It reads the steps from the JSON in
// the page's element #khipu-steps (HTMLReport.Payload: named fields) and builds a scenario's steps
// when the scenario is opened (all of them at once in a small report), a page of steps at a
// time as they scroll into view; follows #step links into scenarios not built yet; n and p
// move between failures; "failures only" hides what passed. Text goes in with textContent,
// never as markup. Compiled into khipu (Package.swift: embedInCode), written out inline.
(function () {
  "use strict";
  var PAGE = 300;
  var data = JSON.parse(document.getElementById("khipu-steps").textContent);
  var where = null;

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = text;
    return e;
  }
  function slug(text) { return String(text).toLowerCase().replace(/[^a-z0-9]+/g, "-"); }
  // A failure's or an output's text: removed and added lines, carets and hints marked; a
  // line that a caret line follows keeps its width so that the caret stays under its spot.
  function linesPre(cls, text) {
    var pre = el("pre", cls);
    var lines = String(text).split("\n");
    function isCaret(line) { return /^\s*\^/.test(line); }
    lines.forEach(function (line, index) {
      if (index > 0) pre.appendChild(document.createTextNode("\n"));
      var trimmed = line.replace(/^\s+/, "");
      var kind = /^- /.test(trimmed) || trimmed === "-" ? "del"
        : /^\+ /.test(trimmed) || trimmed === "+" ? "ins"
        : isCaret(line) ? "caret"
        : /^(did you mean|help:)/.test(trimmed) ? "hint" : "";
      if (isCaret(line) || (index + 1 < lines.length && isCaret(lines[index + 1]))) kind += " keep";
      pre.appendChild(kind ? el("span", kind.trim(), line) : document.createTextNode(line));
    });
    return pre;
  }
  function item(it) {
    var li = el("li", "item " + it.kind);
    switch (it.kind) {
      case "sent":
        li.append(el("span", "label", "sent"), el("code", "msg", it.text)); break;
      case "message":
        li.append(el("span", "src src-" + slug(it.sourceKind), it.source), el("code", "msg", it.text)); break;
      case "clock":
        li.append(el("span", "label clock", "clock"), el("span", "by", it.by), el("span", "arrow", " → "), el("time", "now", it.now)); break;
      case "bound":
        li.append(el("span", "label", "let"), el("code", "msg", it.name + " = " + it.value)); break;
      case "passed":
        li.append(el("span", "label ok", "✓ expectation held")); break;
      case "failed":
        li.append(el("span", "label bad", "✗ expectation failed"), linesPre("details", it.text)); break;
      case "problem":
        li.append(el("span", "label bad", "✗ could not run" + (it.id ? " [" + it.id + "]" : "")), linesPre("details", it.text)); break;
      case "refused":
        li.append(el("span", "label refused", "not on a live app"), linesPre("details", it.text)); break;
      case "output":
        li.append(linesPre("output", it.text)); break;
      case "diff":
        var details = el("details", "state-diff");
        var changed = it.lines.filter(function (line) { return line.kind === "-" || line.kind === "+"; }).length;
        details.append(el("summary", null, "state diff (" + changed + " line" + (changed === 1 ? "" : "s") + " changed)"));
        var pre = el("pre", "diff");
        it.lines.forEach(function (line, index) {
          if (index > 0) pre.appendChild(document.createTextNode("\n"));
          var kind = line.kind === "-" ? "del" : line.kind === "+" ? "ins" : line.kind === "…" ? "fold" : "";
          pre.appendChild(el("span", kind, (line.kind === "…" ? "  " : line.kind + " ") + line.text));
        });
        details.append(pre);
        li.append(details);
        break;
    }
    return li;
  }
  function stepID(scenario, s) { return s.id || scenario.id + "--L" + s.line; }
  function step(scenario, s) {
    var li = el("li", "step" + (s.failed ? " failed" : "") + (s.arrival ? " arrival" : ""));
    li.id = stepID(scenario, s);
    var head = el("div", "stmt");
    if (s.arrival) {
      // Sent by another source while the session waited: nothing was typed, there is no line.
      var from = el("a", "from", s.text);
      from.href = "#" + li.id;
      head.append(from);
    } else {
      var link = el("a", "loc", (s.file || scenario.file) + ":" + s.line);
      link.href = "#" + li.id;
      head.append(link, el("code", "text", s.text));
    }
    li.append(head);
    if (s.items.length) {
      var list = el("ul", "items");
      s.items.forEach(function (it) { list.appendChild(item(it)); });
      li.append(list);
    }
    return li;
  }
  function scenarioElement(index) { return document.querySelector('details.scenario[data-index="' + index + '"]'); }
  function firstFailure(steps) {
    for (var i = 0; i < steps.length; i++) if (steps[i].failed) return i;
    return -1;
  }
  function fragment(scenario, from, to) {
    var f = document.createDocumentFragment();
    for (var i = from; i < to; i++) f.appendChild(step(scenario, scenario.steps[i]));
    return f;
  }
  function moreRow(cls, text, action) {
    var row = el("li", "more " + cls);
    var button = el("button", null, text);
    button.addEventListener("click", action);
    row.append(button);
    return row;
  }
  // Builds a window of the scenario's steps that holds step `target` (a first page when
  // it is -1), growing the one built before; rows above and below build more.
  function ensure(index, target) {
    var scenario = data.scenarios[index];
    var count = scenario.steps.length;
    var list = scenarioElement(index).querySelector("ol.steps");
    var range = ranges[index];
    if (!range) {
      var from = data.eager || target < PAGE ? 0 : target - 50;
      var to = data.eager ? count : Math.min(count, Math.max(from + PAGE, target + 50));
      list.appendChild(fragment(scenario, from, to));
      range = ranges[index] = { from: from, to: to };
    } else if (target >= range.to || target < 0) {
      var end = Math.min(count, Math.max(target + 50, range.to + PAGE));
      var below = list.querySelector("li.more.later");
      if (below) below.remove();
      list.appendChild(fragment(scenario, range.to, end));
      range.to = end;
    } else if (target < range.from) {
      var start = Math.max(0, Math.min(target - 50, range.from - PAGE));
      var above = list.querySelector("li.more.earlier");
      if (above) above.remove();
      list.insertBefore(fragment(scenario, start, range.from), list.firstChild);
      range.from = start;
    }
    if (range.from > 0 && !list.querySelector("li.more.earlier")) {
      list.insertBefore(moreRow("earlier", "show earlier steps (" + range.from + ")", function () { ensure(index, ranges[index].from - 1); }), list.firstChild);
    }
    if (range.to < count && !list.querySelector("li.more.later")) {
      var later = moreRow("later", "show more (" + (count - range.to) + " steps left)", function () { ensure(index, -1); });
      list.appendChild(later);
      if (observer) observer.observe(later);
    }
  }
  var ranges = [];
  var observer = "IntersectionObserver" in window ? new IntersectionObserver(function (entries) {
    entries.forEach(function (entry) {
      if (!entry.isIntersecting) return;
      observer.unobserve(entry.target);
      var scenario = entry.target.closest("details.scenario");
      if (scenario && scenario.open && entry.target.isConnected) ensure(Number(scenario.dataset.index), -1);
    });
  }, { rootMargin: "600px" }) : null;

  document.querySelectorAll("details.scenario").forEach(function (scenario) {
    var index = Number(scenario.dataset.index);
    if (data.eager || scenario.open) ensure(index, firstFailure(data.scenarios[index].steps));
    scenario.addEventListener("toggle", function () { if (scenario.open && !ranges[index]) ensure(index, -1); });
  });

  // Where each step is, by id, for links and keys to steps not built yet.
  function place(id) {
    if (!where) {
      where = {};
      data.scenarios.forEach(function (scenario, s) {
        scenario.steps.forEach(function (st, i) { where[stepID(scenario, st)] = [s, i]; });
      });
    }
    return where[id];
  }
  function show(target) {
    for (var parent = target; parent; parent = parent.parentElement) {
      if (parent.tagName === "DETAILS") parent.open = true;
    }
    document.querySelectorAll(".step.target").forEach(function (e) { e.classList.remove("target"); });
    target.classList.add("target");
    target.scrollIntoView({ block: "center" });
  }
  // A link to a step of a scenario not built yet: build it up to the step, open it.
  function reveal(id) {
    if (!id) return;
    var target = document.getElementById(id);
    if (!target) {
      var at = place(id);
      if (!at) return;
      ensure(at[0], at[1]);
      target = document.getElementById(id);
    }
    if (target) show(target);
  }
  function hashID() {
    try { return decodeURIComponent(location.hash.slice(1)); } catch (e) { return location.hash.slice(1); }
  }
  window.addEventListener("hashchange", function () { reveal(hashID()); });
  reveal(hashID());

  var failuresOnly = document.getElementById("failures-only");
  failuresOnly.addEventListener("change", function () { document.body.classList.toggle("failures-only", failuresOnly.checked); });

  // Every failing step in page order, built or not.
  var failures = [];
  data.scenarios.forEach(function (scenario, s) {
    scenario.steps.forEach(function (st, i) { if (st.failed) failures.push([s, i, stepID(scenario, st)]); });
  });
  var current = -1;
  document.addEventListener("keydown", function (event) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.target && /^(INPUT|TEXTAREA|SELECT)$/.test(event.target.tagName)) return;
    if ((event.key !== "n" && event.key !== "p") || !failures.length) return;
    current = event.key === "n" ? (current + 1) % failures.length : (current - 1 + failures.length) % failures.length;
    var failure = failures[current];
    ensure(failure[0], failure[1]);
    history.replaceState(null, "", "#" + failure[2]);
    var target = document.getElementById(failure[2]);
    if (target) show(target);
  });
  document.documentElement.setAttribute("data-rendered-ms", performance.now().toFixed(1));
})();
