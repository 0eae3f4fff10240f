#!/usr/bin/env bash
# Runs OpenUIKit's Cassowary and kiwi (C++, -O3) on the same workloads, one after the
# other in one run, and prints one RATIO line per workload (ours / kiwi; below 1 = faster).
#
#   bash Benchmarks/peers/solver-vs-kiwi.sh            # from the project root
#   ONLY=W1,W2 SKIP_10K=1 bash Benchmarks/peers/solver-vs-kiwi.sh
#
# `swift run -c release bench cassowary` prints RESULT lines in the format of kiwi/bench.cpp
# for the same workloads (the SolverWorkloads module defines them: Sources/SolverWorkloads).
# Knobs: ONLY (workloads, default all), SKIP_10K (default 1: kiwi needs ~75 s for W1 N=10000),
# RUNS (kiwi processes, default 1), OUT (folder for the raw files, default a temp folder).
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="${ROOT:-$(cd "$HERE/../.." && pwd)}"
OUT="${OUT:-$(mktemp -d)}"
export ONLY="${ONLY:-}" SKIP_10K="${SKIP_10K:-1}"
mkdir -p "$OUT"
args=()
[ -n "$ONLY" ] && args+=(--only "$ONLY")
[ "$SKIP_10K" = "1" ] && args+=(--skip-10k)
(cd "$ROOT" && swift build -c release --product bench >&2 && swift run -c release --skip-build bench cassowary "${args[@]}") > "$OUT/ours.txt"
RUNS="${RUNS:-1}" PYTHON=0 bash "$HERE/kiwi/run.sh" > "$OUT/kiwi.txt"
python3 "$HERE/compare.py" "$OUT/ours.txt" "$OUT/kiwi.txt"
