"""Checks the DOM Chromium built from describe's html page (`chromium --dump-dom`): a
real title, a viewport for phones, every domain with its own contents, an anchor on every
type, case, message and command row, every in-page link landing on an anchor, no style
that breaks names mid-word, and, for a page made with --check, each row's result and the
date of the check.

usage: check_html_dom.py DOM_FILE DOMAIN_COUNT [--checked]"""

import re
import sys
from html.parser import HTMLParser


class Page(HTMLParser):
    def __init__(self):
        super().__init__()
        self.ids = []
        self.links = []
        self.stack = []
        self.title = ""
        self.viewport = False
        self.contents = 0
        self.domain_sections = 0
        self.type_headings = 0
        self.type_headings_with_id = 0
        self.reference_rows = 0
        self.reference_rows_with_id = 0
        self.command_rows = 0
        self.command_rows_with_id = 0
        self.results = 0
        self.times = []
        self.style = ""
        self._cell = None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        classes = (attrs.get("class") or "").split()
        if "id" in attrs:
            self.ids.append(attrs["id"])
        if tag == "a" and (attrs.get("href") or "").startswith("#"):
            self.links.append(attrs["href"][1:])
        if tag == "meta" and attrs.get("name") == "viewport" and "width=device-width" in (attrs.get("content") or ""):
            self.viewport = True
        if tag == "nav" and "contents" in classes:
            self.contents += 1
        if tag == "section" and "domain" in classes:
            self.domain_sections += 1
        if tag == "h3" and self.table_kind() is None:
            self.type_headings += 1
            self.type_headings_with_id += "id" in attrs
        if tag == "table":
            self.stack.append(classes[0] if classes else "")
        if tag == "td" and self._is_first_cell():
            kind = self.table_kind()
            if kind == "reference":
                self.reference_rows += 1
                self.reference_rows_with_id += "id" in attrs
            elif kind == "commands":
                self.command_rows += 1
                self.command_rows_with_id += "id" in attrs
        if tag == "td" and ({"holds", "fails"} & set(classes)):
            self.results += 1
        if tag == "time":
            self.times.append(attrs.get("datetime", ""))
        if tag == "tr":
            self._cell = 0
        if tag == "td":
            self._cell = (self._cell or 0) + 1
        self._tag = tag

    def _is_first_cell(self):
        return (self._cell or 0) == 0

    def table_kind(self):
        return self.stack[-1] if self.stack else None

    def handle_endtag(self, tag):
        if tag == "table" and self.stack:
            self.stack.pop()

    def handle_data(self, data):
        if getattr(self, "_tag", None) == "title":
            self.title += data
        if getattr(self, "_tag", None) == "style":
            self.style += data


def main(path, domain_count, checked):
    page = Page()
    page.feed(open(path, encoding="utf-8").read())
    problems = []

    def expect(condition, message):
        if not condition:
            problems.append(message)

    expect(re.match(r"^\S+ describe — \S", page.title), f"the title is '{page.title}'")
    expect(page.viewport, "no viewport meta: a phone shows the desktop page shrunk")
    expect(page.domain_sections == domain_count, f"{page.domain_sections} domain sections, expected {domain_count}")
    expect(page.contents == domain_count, f"{page.contents} tables of contents for {domain_count} domains")
    expect(page.type_headings > 0 and page.type_headings == page.type_headings_with_id,
           f"{page.type_headings - page.type_headings_with_id} of {page.type_headings} type headings have no anchor")
    expect(page.reference_rows > 0 and page.reference_rows == page.reference_rows_with_id,
           f"{page.reference_rows - page.reference_rows_with_id} of {page.reference_rows} cases, messages and changes have no anchor")
    expect(page.command_rows > 0 and page.command_rows == page.command_rows_with_id,
           f"{page.command_rows - page.command_rows_with_id} of {page.command_rows} command rows have no anchor")
    expect(len(page.ids) == len(set(page.ids)), "some anchors are not unique")
    missing = sorted(set(page.links) - set(page.ids))
    expect(not missing, f"{len(missing)} links lead nowhere, e.g. {missing[:3]}")
    expect(any(link for link in page.links if "-type-" in link), "no type name links to its definition")
    expect("anywhere" not in page.style.replace(" ", ""), "overflow-wrap:anywhere breaks names mid-word")
    if checked:
        expect(page.results == page.command_rows, f"{page.results} results for {page.command_rows} rows")
        expect(page.times and all(re.match(r"^\d{4}-\d\d-\d\dT", t) for t in page.times), "no date of the check")
    for problem in problems:
        print(f"{path}: {problem}")
    print(f"html: {page.domain_sections} domains, {len(page.ids)} anchors, {len(page.links)} in-page links, "
          f"{page.command_rows} rows{' with results' if checked else ''}: {'ok' if not problems else 'FAILED'}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], int(sys.argv[2]), "--checked" in sys.argv[3:]))
