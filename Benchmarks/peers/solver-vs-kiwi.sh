#!/usr/bin/env bash
# Runs OpenUIKit's Cassowary and kiwi (C++, -O3) on the same workloads, alternating the two
# over ROUNDS rounds, and prints one RATIO line per workload (ours / kiwi; below 1 = faster):
# the median of the per-round ratios with their spread (ratio_min, ratio_max, ratio_iqr),
# because this machine's speed changes by up to 2x from one process to the next. Then one
# INSTR line per counted workload (W1 N=100 and N=1000, W2, W3, W4, W5 N=1000): the
# instructions of one repetition under valgrind's callgrind, which do not depend on the
# neighbours (kiwi's W2 and W3 take a few minutes there).
#
#   bash Benchmarks/peers/solver-vs-kiwi.sh            # from the project root
#   ONLY=W1,W4 ROUNDS=9 bash Benchmarks/peers/solver-vs-kiwi.sh
#
# `swift run -c release bench cassowary` prints RESULT lines in the format of kiwi/bench.cpp
# for the same workloads (the SolverWorkloads module defines them: Sources/SolverWorkloads).
# Knobs: ONLY (workloads, default all), SKIP_10K (default 1: kiwi needs ~75 s for W1 N=10000),
# ROUNDS (default 9), INSTR (default 1: count instructions), OUT (folder for the raw files,
# default a temp folder).
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="${ROOT:-$(cd "$HERE/../.." && pwd)}"
OUT="${OUT:-$(mktemp -d)}"
ROUNDS="${ROUNDS:-9}"
INSTR="${INSTR:-1}"
export ONLY="${ONLY:-}" SKIP_10K="${SKIP_10K:-1}"
mkdir -p "$OUT"
args=()
[ -n "$ONLY" ] && args+=(--only "$ONLY")
[ "$SKIP_10K" = "1" ] && args+=(--skip-10k)
(cd "$ROOT" && swift build -c release --product bench >&2)
KIWI_BIN="$(BUILD_ONLY=1 PYTHON=0 bash "$HERE/kiwi/run.sh")"
export BENCH_ONLY="$ONLY"
[ "$SKIP_10K" = "1" ] && export BENCH_SKIP_10K=1
tag() { sed -u "s/^RESULT /RESULT round=$1 /"; }
: >"$OUT/ours.txt"
: >"$OUT/kiwi.txt"
for round in $(seq 1 "$ROUNDS"); do
  echo "solver-vs-kiwi.sh: round $round of $ROUNDS" >&2
  "$ROOT/.build/release/bench" cassowary "${args[@]}" 2>/dev/null | tag "$round" >>"$OUT/ours.txt"
  "$KIWI_BIN" | tag "$round" >>"$OUT/kiwi.txt"
done
echo "solver-vs-kiwi.sh: raw results in $OUT" >&2
echo "# ours / kiwi: median of $ROUNDS per-round ratios"
status=0
python3 "$HERE/compare.py" "$OUT/ours.txt" "$OUT/kiwi.txt" || status=1
if [ "$INSTR" = "1" ]; then
  echo "solver-vs-kiwi.sh: counting instructions under callgrind" >&2
  : >"$OUT/ours.counts"
  : >"$OUT/kiwi.counts"
  bash "$HERE/callgrind-count.sh" openuikit-cassowary "$OUT/ours.counts" \
    "W1:100:V9countedW1" "W1:1000:V14countedW1N1000" "W2:1000:V9countedW2" \
    "W3:1000:V9countedW3" "W4:1000:V9countedW4" "W5:1000:V9countedW5" \
    -- "$ROOT/.build/release/bench" cassowary --count-instructions
  BENCH_COUNT=1 bash "$HERE/callgrind-count.sh" kiwi "$OUT/kiwi.counts" \
    "W1:100:counted_W1\(" "W1:1000:counted_W1_1000\(" "W2:1000:counted_W2\(" \
    "W3:1000:counted_W3\(" "W4:1000:counted_W4\(" "W5:1000:counted_W5\(" -- "$KIWI_BIN"
  echo "# ours / kiwi: instructions (callgrind, one repetition)"
  python3 "$HERE/compare.py" --instructions "$OUT/ours.counts" "$OUT/kiwi.counts"
fi
exit "$status"
