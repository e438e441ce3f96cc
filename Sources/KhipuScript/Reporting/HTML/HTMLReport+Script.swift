extension HTMLReport {
    /// The page's script: builds a scenario's steps from the JSON when the scenario is
    /// opened (all of them at once in a small report), a page of steps at a time as they
    /// scroll into view; follows `#step` links into scenarios not built yet; `n` and `p`
    /// move between failures; "failures only" hides what passed. Text goes in with
    /// `textContent`, never as markup.
    enum Script {
        static let javaScript = #"""
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
  function linesPre(cls, text) {
    var pre = el("pre", cls);
    String(text).split("\n").forEach(function (line, index) {
      if (index > 0) pre.appendChild(document.createTextNode("\n"));
      var trimmed = line.replace(/^\s+/, "");
      var kind = /^- /.test(trimmed) || trimmed === "-" ? "del" : /^\+ /.test(trimmed) || trimmed === "+" ? "ins" : /^\^/.test(trimmed) ? "caret" : /^(did you mean|help:)/.test(trimmed) ? "hint" : "";
      pre.appendChild(kind ? el("span", kind, line) : document.createTextNode(line));
    });
    return pre;
  }
  function item(it) {
    var li = el("li", "item " + it[0]);
    switch (it[0]) {
      case "sent":
        li.append(el("span", "label", "sent"), el("code", "msg", it[1])); break;
      case "msg":
        li.append(el("span", "src src-" + slug(it[3]), it[2]), el("code", "msg", it[1])); break;
      case "clock":
        li.append(el("span", "label clock", "clock"), el("span", "by", it[1]), el("span", "arrow", " → "), el("time", "now", it[2])); break;
      case "bound":
        li.append(el("span", "label", "let"), el("code", "msg", it[1] + " = " + it[2])); break;
      case "pass":
        li.append(el("span", "label ok", "✓ expectation held")); break;
      case "fail":
        li.append(el("span", "label bad", "✗ expectation failed"), linesPre("details", it[1])); break;
      case "problem":
        li.append(el("span", "label bad", "✗ could not run" + (it[2] ? " [" + it[2] + "]" : "")), linesPre("details", it[1]));
        if (it[5]) {
          var hint = el("p", "did-you-mean", "did you mean ");
          hint.append(el("code", null, it[5]), "?");
          li.append(hint);
        }
        break;
      case "out":
        li.append(linesPre("output", it[1])); break;
      case "diff":
        var details = el("details", "state-diff");
        var changed = it[1].filter(function (line) { return line[0] === "-" || line[0] === "+"; }).length;
        details.append(el("summary", null, "state diff (" + changed + " line" + (changed === 1 ? "" : "s") + " changed)"));
        var pre = el("pre", "diff");
        it[1].forEach(function (line, index) {
          if (index > 0) pre.appendChild(document.createTextNode("\n"));
          var kind = line[0] === "-" ? "del" : line[0] === "+" ? "ins" : line[0] === "…" ? "fold" : "";
          pre.appendChild(el("span", kind, (line[0] === "…" ? "  " : line[0] + " ") + line[1]));
        });
        details.append(pre);
        li.append(details);
        break;
    }
    return li;
  }
  function stepID(scenario, s) { return s.id || scenario.id + "--L" + s.l; }
  function step(scenario, s) {
    var li = el("li", "step" + (s.x ? " failed" : ""));
    li.id = stepID(scenario, s);
    var head = el("div", "stmt");
    var link = el("a", "loc", (s.f || scenario.file) + ":" + s.l);
    link.href = "#" + li.id;
    head.append(link, el("code", "text", s.t));
    li.append(head);
    if (s.i.length) {
      var list = el("ul", "items");
      s.i.forEach(function (it) { list.appendChild(item(it)); });
      li.append(list);
    }
    return li;
  }
  function scenarioElement(index) { return document.querySelector('details.scenario[data-index="' + index + '"]'); }
  function firstFailure(steps) {
    for (var i = 0; i < steps.length; i++) if (steps[i].x) return i;
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
    scenario.steps.forEach(function (st, i) { if (st.x) failures.push([s, i, stepID(scenario, st)]); });
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
"""#
    }
}
