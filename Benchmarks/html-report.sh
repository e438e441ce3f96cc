#!/usr/bin/env bash
# The HTML report at scale (issue 37): `khipu run --html` on scripts of 10,000 statements,
# the page's size, and headless Chromium's time to first render. A benchmark, not a test:
# it prints figures and checks only that the page was built.
#
#   Benchmarks/html-report.sh [path/to/khipu]     (default: .build/release/khipu, else debug)
#
# Two scripts on the counter domain, each 10,000 statements (a dispatch, then an expect of
# the count, in turn), with one failing expectation at the very end:
#   many: 100 scenarios of 100 statements: the failing one opens at load, the rest are
#         built when opened;
#   long: one scenario of 10,000 statements, opened at load and built up to its failure.
# "first render" is the page's own `data-rendered-ms`: `performance.now()` when its script
# has parsed the steps and built what shows at load, from the start of navigation. "wall"
# is Chromium's whole `--dump-dom` run, start-up included, best of 5, next to an empty page's.
set -euo pipefail
cd "$(dirname "$0")/.."
khipu="${1:-}"
if [[ -z "$khipu" ]]; then
  khipu=.build/release/khipu
  [[ -x "$khipu" ]] || khipu=.build/debug/khipu
fi
chromium_binary=$(command -v chromium || command -v chromium-browser || true)
[[ -n "$chromium_binary" ]] || { echo "html-report: chromium is not installed (apt-get install chromium)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
chromium=("$chromium_binary" --headless --no-sandbox --disable-gpu --hide-scrollbars --user-data-dir="$work/profile" "--host-resolver-rules=MAP * ~NOTFOUND")

python3 - "$work" <<'PYTHON'
import sys
work = sys.argv[1]
def statements(count, fail_last):
    lines, value = [], 0
    for index in range(count // 2):
        value += 1
        lines.append(".counter(.cmd(.increment))")
        last = index == count // 2 - 1
        lines.append(f"expect state.counter.value == {value + 1 if (last and fail_last) else value}")
    return lines
with open(f"{work}/many.khipu", "w") as f:
    f.write(":domain counter\n")
    for s in range(100):
        f.write(f'scenario "part {s + 1}"\n' + "\n".join(statements(100, s == 99)) + "\n")
with open(f"{work}/long.khipu", "w") as f:
    f.write(':domain counter\nscenario "ten thousand statements"\n' + "\n".join(statements(10_000, True)) + "\n")
PYTHON
printf '<!DOCTYPE html><title>empty</title>' > "$work/empty.html"

now() { date +%s%N; }
best_wall() {  # best of 5 wall times of a --dump-dom of $1, in ms; the last DOM in $work/dom.html
  local best=999999 start end
  for _ in 1 2 3 4 5; do
    start=$(now)
    "${chromium[@]}" --dump-dom "file://$1" 2>/dev/null > "$work/dom.html"
    end=$(now)
    (( (end - start) / 1000000 < best )) && best=$(( (end - start) / 1000000 ))
  done
  echo "$best"
}
empty_wall=$(best_wall "$work/empty.html")
echo "khipu: $khipu; chromium: $("$chromium_binary" --version 2>/dev/null | head -1)"
echo "an empty page: ${empty_wall} ms wall"
for name in many long; do
  script="$work/$name.khipu"
  statements=$(grep -c -v -e '^:domain' -e '^scenario' "$script")
  start=$(now); "$khipu" run "$script" > /dev/null || true; plain=$(( ($(now) - start) / 1000000 ))
  start=$(now); "$khipu" run --html "$work/$name.html" "$script" > /dev/null || true; html=$(( ($(now) - start) / 1000000 ))
  size=$(stat -c %s "$work/$name.html")
  wall=$(best_wall "$work/$name.html")
  rendered=$(grep -o 'data-rendered-ms="[0-9.]*"' "$work/dom.html" | grep -o '[0-9.]*' || echo "?")
  steps=$(grep -o '<li class="step' "$work/dom.html" | wc -l)
  [[ "$rendered" != "?" && "$steps" -gt 0 ]] || { echo "html-report: $name: the page built nothing" >&2; exit 1; }
  printf '%s: %d statements; khipu run %d ms, with --html %d ms; page %d bytes (%.1f MB); first render %s ms; wall %d ms (empty page %d ms); %d steps built at load\n' \
    "$name" "$statements" "$plain" "$html" "$size" "$(echo "$size / 1048576" | bc -l)" "$rendered" "$wall" "$empty_wall" "$steps"
done
