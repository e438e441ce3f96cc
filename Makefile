# Installs a release build of khipu on the PATH, so daily use does not rebuild each call.
#   make install                    ~/.local/bin/khipu
#   make install PREFIX=/usr/local  /usr/local/bin/khipu
#   make uninstall
PREFIX ?= $(HOME)/.local
BINDIR = $(PREFIX)/bin

.PHONY: build install uninstall

# .ci/build-deps installs readline and pkg-config where apt can, and sets PKG_CONFIG_PATH for Homebrew's readline.
build:
	bash -c 'source .ci/build-deps && khipu_build_deps && swift build -c release --product khipu'

install: build
	install -d "$(BINDIR)"
	install -m 755 "$$(swift build -c release --show-bin-path)/khipu" "$(BINDIR)/khipu"
	@echo "installed $(BINDIR)/khipu"

uninstall:
	rm -f "$(BINDIR)/khipu"
