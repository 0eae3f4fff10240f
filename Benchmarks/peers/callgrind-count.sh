#!/usr/bin/env bash
# Counts the instructions of named regions of a benchmark under valgrind's callgrind, which
# does not depend on the machine's neighbours, and prints one COUNT line per region:
#
#   COUNT impl=IMPL workload=W N=N ir=INSTRUCTIONS
#
#   callgrind-count.sh IMPL OUTFILE SPEC... -- COMMAND [ARGS...]
#
# SPEC is WORKLOAD:N:REGEX. Without TOGGLE, COMMAND runs once and each SPEC's count is the
# inclusive instruction count (callgrind_annotate --inclusive=yes) of the function whose name
# matches REGEX (the benchmarks' never-inlined countedFeedBuild / counted_feed_build … regions).
# With TOGGLE=PATTERN, collection is on only inside functions matching the glob PATTERN
# (valgrind --toggle-collect) and the one SPEC's count is the program total (REGEX unused).
# valgrind is installed from Debian (apt-get) when missing. `perf stat -e instructions` cannot
# count a region, and the development VM has no hardware counters, so callgrind is used.
set -euo pipefail
IMPL="$1" OUTFILE="$2"
shift 2
specs=()
while [ "$#" -gt 0 ] && [ "$1" != "--" ]; do specs+=("$1"); shift; done
shift
if ! command -v valgrind >/dev/null || ! command -v callgrind_annotate >/dev/null; then
  echo "callgrind-count.sh: installing valgrind from Debian" >&2
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq >&2 && $SUDO apt-get install -y -qq valgrind >&2
fi
RAW="$(mktemp)"
opts=(--tool=callgrind --dump-instr=no --callgrind-out-file="$RAW")
[ -n "${TOGGLE:-}" ] && opts+=(--collect-atstart=no "--toggle-collect=$TOGGLE")
SWIFT_DETERMINISTIC_HASHING=1 valgrind "${opts[@]}" "$@" >/dev/null 2>"$RAW.log" || {
  cat "$RAW.log" >&2
  exit 1
}
callgrind_annotate --inclusive=yes --threshold=100 "$RAW" >"$RAW.txt" 2>/dev/null
python3 - "$RAW.txt" "$IMPL" "${TOGGLE:+toggle}" "${specs[@]}" >>"$OUTFILE" <<'PY'
import re, sys
path, impl, toggle, specs = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
rows = []
for line in open(path, errors="replace"):
    m = re.match(r"^\s*([\d,]+)\s+(?:\(\s*[\d.]+%\)\s+)?(.*\S)\s*$", line)
    if m:
        rows.append((int(m.group(1).replace(",", "")), m.group(2)))
total = next((ir for ir, name in rows if name.startswith("PROGRAM TOTALS")), 0)
for spec in specs:
    workload, n, regex = spec.split(":", 2)
    if toggle:
        ir = total
    else:
        # the largest match: a wrapper or thunk of the region includes the region itself
        ir = max((ir for ir, name in rows if re.search(regex, name)), default=0)
    print("COUNT impl=%s workload=%s N=%s ir=%d" % (impl, workload, n, ir))
PY
rm -f "$RAW" "$RAW.log" "$RAW.txt"
