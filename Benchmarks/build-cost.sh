#!/usr/bin/env bash
# What a fresh clone's first two builds cost in processor time (user + system), and where it
# goes (issue 43): `swift build --product khipu` (what ./khipu builds), then
# `swift build --build-tests` after it (what the README's test command builds next).
#
#   Benchmarks/build-cost.sh [REV]     REV of this checkout (default HEAD), cloned afresh
#
# Each build's total is /usr/bin/time's. The per-module figures come from a stand-in for
# swiftc (SWIFT_EXEC) that times every driver it starts, frontends included; C targets and
# SwiftPM's own planning are in the totals only. Run it on a quiet machine: processor time
# rises when other work shares the cores.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
rev="${1:-HEAD}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

swiftc="$(command -v swiftc)"
toolchain="$(cd "$(dirname "$(readlink -f "$swiftc")")/.." && pwd)"
mkdir -p "$work/toolchain/bin"
for tool in "$toolchain"/bin/*; do ln -s "$tool" "$work/toolchain/bin/"; done
for dir in "$toolchain"/*; do [ "$(basename "$dir")" = bin ] || ln -s "$dir" "$work/toolchain/"; done
rm "$work/toolchain/bin/swiftc"
cat >"$work/toolchain/bin/swiftc" <<EOF
#!/usr/bin/env bash
module=\$(printf '%s\n' "\$@" | grep -A1 -x -- -module-name | tail -1)
exec /usr/bin/time -a -o "\$KHIPU_BUILD_COST_LOG" -f "%U %S \${module:-(link)}" "$toolchain/bin/swiftc" "\$@"
EOF
chmod +x "$work/toolchain/bin/swiftc"

git clone -q "$root" "$work/clone"
git -C "$work/clone" checkout -q "$rev"
cd "$work/clone"

measure() {
  local name="$1"; shift
  export KHIPU_BUILD_COST_LOG="$work/$name.modules"
  : >"$KHIPU_BUILD_COST_LOG"
  SWIFT_EXEC="$work/toolchain/bin/swiftc" /usr/bin/time -o "$work/$name.total" -f "%U %S %e" "$@" >"$work/$name.out" 2>&1 || {
    tail -20 "$work/$name.out" >&2
    exit 1
  }
  read -r user system wall <"$work/$name.total"
  printf '%s' "$(awk -v u="$user" -v s="$system" 'BEGIN { printf "%.0f", u + s }')" >"$work/$name.cpu"
  echo "$name: $(cat "$work/$name.cpu") s of processor time (${wall} s wall), $(grep -c 'warning:' "$work/$name.out" || true) warnings"
}

measure run swift build --product khipu
measure tests swift build --build-tests

for name in run tests; do
  echo
  echo "$name, by module (processor seconds):"
  awk '{ cost[$3] += $1 + $2 } END { for (m in cost) printf "%7.1f  %s\n", cost[m], m }' "$work/$name.modules" | sort -rn | head -40
done
echo
awk -v r="$(cat "$work/run.cpu")" -v t="$(cat "$work/tests.cpu")" 'BEGIN { printf "tests / run: %.2f (goal: at most 1)\n", t / r }'
