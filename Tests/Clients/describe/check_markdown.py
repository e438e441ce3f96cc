"""Renders each markdown file given with Python-Markdown (as MkDocs does: tables and
fenced code) and with markdown-it-py (CommonMark, with tables), and fails when the two
disagree on the page's structure: its blocks, tables, code blocks, code spans and lists."""

import sys
from html.parser import HTMLParser

import markdown
from markdown_it import MarkdownIt

STRUCTURE = {"h1", "h2", "h3", "h4", "p", "ul", "ol", "li", "table", "thead", "tbody", "tr", "th", "td", "pre", "code", "blockquote", "strong", "em"}


class Structure(HTMLParser):
    def __init__(self):
        super().__init__()
        self.tags = []

    def handle_starttag(self, tag, attrs):
        if tag in STRUCTURE:
            self.tags.append(tag)


def structure(html: str) -> list[str]:
    parser = Structure()
    parser.feed(html)
    # Python-Markdown writes an empty table's body as nothing; neither matters here.
    return [tag for tag in parser.tags if tag != "tbody"]


def main(paths: list[str]) -> int:
    commonmark = MarkdownIt("commonmark").enable("table")
    failed = 0
    for path in paths:
        text = open(path, encoding="utf-8").read()
        mkdocs = structure(markdown.markdown(text, extensions=["tables", "fenced_code"]))
        common = structure(commonmark.render(text))
        if mkdocs != common:
            failed += 1
            first = next((i for i, (a, b) in enumerate(zip(mkdocs, common)) if a != b), min(len(mkdocs), len(common)))
            print(f"{path}: Python-Markdown and CommonMark differ at element {first}: "
                  f"{mkdocs[max(0, first - 3):first + 4]} against {common[max(0, first - 3):first + 4]}")
        elif "pre" in mkdocs and mkdocs.count("pre") != text.count("\n```") // 2:
            failed += 1
            print(f"{path}: a fenced block did not become a code block")
    print(f"markdown: {len(paths) - failed} of {len(paths)} pages render alike under Python-Markdown and CommonMark")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
