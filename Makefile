# Installs a release build of khipu on the PATH, so daily use does not rebuild each call.
#   make install                    ~/.local/bin/khipu
#   make install PREFIX=/usr/local  /usr/local/bin/khipu
#   make uninstall
#   make manual                     the DocC manual, built for static hosting into .build/manual
#   make serve-manual               builds it and serves it on http://localhost:8000/documentation/khipu/
PREFIX ?= $(HOME)/.local
BINDIR = $(PREFIX)/bin

.PHONY: build install uninstall manual serve-manual

# .ci/build-deps installs readline and pkg-config where apt can, and sets PKG_CONFIG_PATH for Homebrew's readline.
build:
	bash -c 'source .ci/build-deps && khipu_build_deps && swift build -c release --product khipu'

install: build
	install -d "$(BINDIR)"
	install -m 755 "$$(swift build -c release --show-bin-path)/khipu" "$(BINDIR)/khipu"
	@echo "installed $(BINDIR)/khipu"
	@case ":$$PATH:" in *":$(BINDIR):"*) ;; *) echo "$(BINDIR) is not on your PATH: add it (for bash: echo 'export PATH=\"$(BINDIR):\$$PATH\"' >> ~/.bashrc), then open a new shell";; esac

uninstall:
	rm -f "$(BINDIR)/khipu"

# The manual as static files: every page is a folder with an index.html, so any static
# server (or a code host's pages) serves it; the root redirects to the manual's first page.
# A page opened from file:// stays blank, because DocC's pages load their data with fetch.
MANUAL = .build/manual
PORT ?= 8000
DOCC = $$(command -v docc >/dev/null 2>&1 && echo docc || echo xcrun docc)

manual:
	rm -rf "$(MANUAL)" && mkdir -p .build
	$(DOCC) convert Documentation/Khipu.docc --output-path "$(MANUAL)" --transform-for-static-hosting \
	    --fallback-display-name Khipu --fallback-bundle-identifier org.khipu.manual
	printf '<!DOCTYPE html><meta charset="utf-8"><meta http-equiv="refresh" content="0; url=documentation/khipu/"><a href="documentation/khipu/">The Khipu manual</a>\n' > "$(MANUAL)/index.html"
	@echo "built $(MANUAL); serve it with: make serve-manual"

serve-manual: manual
	@echo "the manual: http://localhost:$(PORT)/documentation/khipu/  (Ctrl-C stops)"
	@cd "$(MANUAL)" && python3 -m http.server "$(PORT)" --bind 127.0.0.1
