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
  var built = [];
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
        li.append(el("span", "src src-" + slug(it[2].split(" ")[0]), it[2]), el("code", "msg", it[1])); break;
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
  function step(s) {
    var li = el("li", "step" + (s.failed ? " failed" : ""));
    li.id = s.id;
    var head = el("div", "stmt");
    var link = el("a", "loc", s.at);
    link.href = "#" + s.id;
    head.append(link, el("code", "text", s.text));
    li.append(head);
    if (s.items.length) {
      var list = el("ul", "items");
      s.items.forEach(function (it) { list.appendChild(item(it)); });
      li.append(list);
    }
    return li;
  }
  function scenarioElement(index) { return document.querySelector('details.scenario[data-index="' + index + '"]'); }
  function lastFailure(steps) {
    for (var i = steps.length - 1; i >= 0; i--) if (steps[i].failed) return i;
    return -1;
  }
  // Builds the scenario's steps up to `upTo` (at least a page), and a "more" row below them.
  function build(index, upTo) {
    var steps = data.scenarios[index].steps;
    var done = built[index] || 0;
    var end = Math.min(steps.length, Math.max(upTo + 1, done + PAGE));
    if (data.eager) end = steps.length;
    if (end <= done) return;
    var list = scenarioElement(index).querySelector("ol.steps");
    var more = list.querySelector("li.more");
    if (more) more.remove();
    var fragment = document.createDocumentFragment();
    for (var i = done; i < end; i++) fragment.appendChild(step(steps[i]));
    list.appendChild(fragment);
    built[index] = end;
    if (end < steps.length) {
      more = el("li", "more");
      var button = el("button", null, "show more (" + (steps.length - end) + " steps left)");
      button.addEventListener("click", function () { build(index, 0); });
      more.append(button);
      list.appendChild(more);
      if (observer) observer.observe(more);
    }
  }
  var observer = "IntersectionObserver" in window ? new IntersectionObserver(function (entries) {
    entries.forEach(function (entry) {
      if (!entry.isIntersecting) return;
      observer.unobserve(entry.target);
      var scenario = entry.target.closest("details.scenario");
      if (scenario && scenario.open) build(Number(scenario.dataset.index), 0);
    });
  }, { rootMargin: "600px" }) : null;

  document.querySelectorAll("details.scenario").forEach(function (scenario) {
    var index = Number(scenario.dataset.index);
    if (data.eager || scenario.open) build(index, lastFailure(data.scenarios[index].steps));
    scenario.addEventListener("toggle", function () { if (scenario.open) build(index, 0); });
  });

  // A link to a step of a scenario not built yet: build it up to the step, open it.
  function reveal(id) {
    if (!id) return;
    var target = document.getElementById(id);
    if (!target) {
      if (!where) {
        where = {};
        data.scenarios.forEach(function (scenario, s) {
          scenario.steps.forEach(function (st, i) { where[st.id] = [s, i]; });
        });
      }
      var place = where[id];
      if (!place) return;
      build(place[0], place[1]);
      target = document.getElementById(id);
    }
    for (var parent = target; parent; parent = parent.parentElement) {
      if (parent.tagName === "DETAILS") parent.open = true;
    }
    target.classList.add("target");
    target.scrollIntoView({ block: "center" });
  }
  function hashID() {
    try { return decodeURIComponent(location.hash.slice(1)); } catch (e) { return location.hash.slice(1); }
  }
  window.addEventListener("hashchange", function () { reveal(hashID()); });
  reveal(hashID());

  var failuresOnly = document.getElementById("failures-only");
  failuresOnly.addEventListener("change", function () { document.body.classList.toggle("failures-only", failuresOnly.checked); });

  var current = -1;
  document.addEventListener("keydown", function (event) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.target && /^(INPUT|TEXTAREA|SELECT)$/.test(event.target.tagName)) return;
    if (event.key !== "n" && event.key !== "p") return;
    var failures = Array.prototype.slice.call(document.querySelectorAll(".step.failed, .file > pre.problem"));
    if (!failures.length) return;
    current = event.key === "n" ? (current + 1) % failures.length : (current - 1 + failures.length) % failures.length;
    var target = failures[current];
    document.querySelectorAll(".step.target").forEach(function (e) { e.classList.remove("target"); });
    target.classList.add("target");
    if (target.id) history.replaceState(null, "", "#" + target.id);
    target.scrollIntoView({ block: "center" });
  });
  document.documentElement.setAttribute("data-rendered-ms", performance.now().toFixed(1));
})();
"""#
    }
}
