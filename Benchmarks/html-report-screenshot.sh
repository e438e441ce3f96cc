#!/usr/bin/env bash
# Makes the command-line article's pictures of `khipu run --html` (Documentation/Khipu.docc/
# Resources/html-report.png and its ~dark variant) from a real report, in headless Chromium.
#   Benchmarks/html-report-screenshot.sh [path/to/khipu]
set -euo pipefail
cd "$(dirname "$0")/.."
khipu="$(realpath "${1:-.build/debug/khipu}")"
resources="$PWD/Documentation/Khipu.docc/Resources"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat > "$work/sharing.khipu" <<'KHIPU'
:domain fastingtimer
scenario "Sharing a running fast answers 2 s later"
.timer(.start)
.timer(.share)
expect state.sharingStatus == .uploading
:clock advance 2s
expect .timer(.setSharingStatus(.shared))

scenario "The goal is reached after 13 hours"
.timer(.start)
:clock advance 12h
expect state.end == "2024-06-16T21:00:00Z"
:clock advance 1h
expect .timer(.goalReached)
KHIPU
(cd "$work" && "$khipu" run --html sharing.html sharing.khipu > /dev/null) || true
chromium=(chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --user-data-dir="$work/profile" "--host-resolver-rules=MAP * ~NOTFOUND")
"${chromium[@]}" --screenshot="$resources/html-report.png" --window-size=1280,860 "file://$work/sharing.html" 2>/dev/null
"${chromium[@]}" --force-dark-mode --blink-settings=preferredColorScheme=0 --screenshot="$resources/html-report~dark.png" --window-size=1280,860 "file://$work/sharing.html" 2>/dev/null
ls -l "$resources"/html-report*.png
