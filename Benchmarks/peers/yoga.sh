#!/usr/bin/env bash
# The feed benchmark side by side with Yoga and Taffy: runs `bench feed` (OpenUIKit + SnapKit,
# release), the same feed laid out by Yoga 1.19 (C++, g++ -O3, Benchmarks/peers/yoga_feed.cpp)
# and by Taffy (Rust, through `stretchable` from PyPI, Benchmarks/peers/taffy_feed.py; only its
# layout computation is timed), and prints one RATIO line per workload, cell count and peer
# (ours / peer; below 1 = ours is faster), one INSTR line per workload and peer (instructions
# counted by valgrind's callgrind: independent of the machine's neighbours), a FLOOR line (the
# instructions of our feed-build's views and constraints alone, before the engine exists,
# against Yoga's whole build: what feed-build's ratio cannot go below without a cheaper UIKit
# and SnapKit layer), and the MEMORY lines (live heap bytes per view / per Yoga node, from
# glibc's mallinfo2).
#
#   bash Benchmarks/peers/yoga.sh                      # from the project root
#   CELLS=100 REPS=15 bash Benchmarks/peers/yoga.sh
#
# Yoga's source is downloaded at run time from PyPI (the sdist of `poga`, which vendors Yoga
# v1.19.0 under src/poga/deps/yoga) into YOGA_CACHE; nothing of Yoga is in this repository.
# Taffy comes as the `stretchable` wheel from PyPI, installed into a virtual environment in
# YOGA_CACHE. All three wrap text identically: `bench feed --dump-text-metrics` writes every
# label's scalars with OpenUIKit's advances and kerning, and the peers' measure functions break
# lines with the same greedy rule (see Sources/bench/Feed/FeedTextMetrics.swift).
#
# This machine's speed changes by up to 2x from one process to the next, so the sides alternate
# (ours, Yoga, Taffy) over ROUNDS rounds, and each RATIO is the median of the per-round ratios
# with their spread (ratio_min, ratio_max, ratio_iqr). Knobs: CELLS (default
# 10,20,...,100,1000), REPS (default: 9, or 3 from 1000 cells), ROUNDS (default 9, at least 9
# for numbers), PEERS (default yoga,taffy), INSTR (default 1: count instructions), INSTR_CELLS
# (default 100: N of the counted workloads; feed-build is N=1), POGA_VERSION (default 0.1.19),
# STRETCHABLE_VERSION (default 1.1.8), YOGA_CACHE (default ~/.cache/yoga-bench), OUT (folder for
# the raw files, default a temporary folder).
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
POGA_VERSION="${POGA_VERSION:-0.1.19}"
YOGA_CACHE="${YOGA_CACHE:-$HOME/.cache/yoga-bench}"
OUT="${OUT:-$(mktemp -d)}"
CELLS="${CELLS:-10,20,30,40,50,60,70,80,90,100,1000}"
REPS="${REPS:-}"
ROUNDS="${ROUNDS:-9}"
PEERS="${PEERS:-yoga,taffy}"
INSTR="${INSTR:-1}"
INSTR_CELLS="${INSTR_CELLS:-100}"
STRETCHABLE_VERSION="${STRETCHABLE_VERSION:-1.1.8}"
mkdir -p "$YOGA_CACHE" "$OUT"
wants() { [[ ",$PEERS," == *",$1,"* ]]; }

# 1. Yoga's source (cached).
SDIST="$YOGA_CACHE/poga-$POGA_VERSION"
if [ ! -f "$SDIST/.unpacked" ]; then
  echo "yoga.sh: downloading poga==$POGA_VERSION (Yoga's C++ source) from PyPI" >&2
  pip download --quiet --no-deps --no-binary poga -d "$YOGA_CACHE" "poga==$POGA_VERSION" >&2
  rm -rf "$SDIST"
  tar xzf "$YOGA_CACHE/poga-$POGA_VERSION.tar.gz" -C "$YOGA_CACHE"
  touch "$SDIST/.unpacked"
fi
YOGA_H="$(find "$SDIST" -path '*/yoga/Yoga.h' | head -n 1)"
if [ -z "$YOGA_H" ]; then
  echo "yoga.sh: no yoga/Yoga.h inside $SDIST" >&2
  exit 1
fi
YOGA_DIR="$(dirname "$YOGA_H")"         # …/deps/yoga: the sources
INCLUDE_DIR="$(dirname "$YOGA_DIR")"    # …/deps: for #include <yoga/…>

# 2. The peer benchmark (rebuilt when yoga_feed.cpp changes).
SUM="$(sha256sum "$HERE/yoga_feed.cpp" | cut -c1-16)"
BIN="$YOGA_CACHE/yoga_feed-$POGA_VERSION-$SUM"
if [ ! -x "$BIN" ]; then
  echo "yoga.sh: compiling yoga_feed.cpp with Yoga $POGA_VERSION (g++ -O3)" >&2
  # -w: Yoga 1.19's own sources warn on newer compilers; our file is warning-free with -Wall.
  g++ -std=c++14 -O3 -DNDEBUG -w -I"$INCLUDE_DIR" "$HERE/yoga_feed.cpp" \
    "$YOGA_DIR"/*.cpp "$YOGA_DIR"/event/*.cpp "$YOGA_DIR"/internal/*.cpp -o "$BIN.tmp"
  mv "$BIN.tmp" "$BIN"
fi

# 2b. Taffy through stretchable (a virtual environment in the cache).
VENV="$YOGA_CACHE/venv-stretchable-$STRETCHABLE_VERSION"
if wants taffy && [ ! -x "$VENV/bin/python" ]; then
  echo "yoga.sh: installing stretchable==$STRETCHABLE_VERSION (Taffy) from PyPI into $VENV" >&2
  python3 -m venv "$VENV" >&2
  "$VENV/bin/pip" install --quiet "stretchable==$STRETCHABLE_VERSION" >&2
fi

# 3. Ours, then the text table, then the rounds.
MAX_CELLS="$(tr ',' '\n' <<<"$CELLS" | sort -n | tail -n 1)"
args=(--cells "$CELLS")
[ -n "$REPS" ] && args+=(--reps "$REPS")
cd "$ROOT"
swift build -c release --product bench >&2
swift run -c release --skip-build bench feed --cells "$MAX_CELLS" \
  --dump-text-metrics "$OUT/text-metrics.txt"
yoga_args=(--cells "$CELLS")
[ -n "$REPS" ] && yoga_args+=(--reps "$REPS")
# Each round runs every side once, in turn; the lines carry round=K so that compare.py takes
# the per-round ratios.
tag() { sed -u "s/^RESULT /RESULT round=$1 /"; }
: >"$OUT/ours.txt"
: >"$OUT/yoga.txt"
: >"$OUT/taffy.txt"
for round in $(seq 1 "$ROUNDS"); do
  echo "yoga.sh: round $round of $ROUNDS" >&2
  "$ROOT/.build/release/bench" feed "${args[@]}" 2>/dev/null | tag "$round" >>"$OUT/ours.txt"
  if wants yoga; then
    "$BIN" "$OUT/text-metrics.txt" "${yoga_args[@]}" 2>/dev/null | tag "$round" >>"$OUT/yoga.txt"
  fi
  if wants taffy; then
    "$VENV/bin/python" "$HERE/taffy_feed.py" "$OUT/text-metrics.txt" "${yoga_args[@]}" \
      | tag "$round" >>"$OUT/taffy.txt"
  fi
done

# 4. Instruction counts (callgrind) of one repetition of each workload.
: >"$OUT/ours.counts"
: >"$OUT/yoga.counts"
: >"$OUT/taffy.counts"
if [ "$INSTR" = "1" ]; then
  echo "yoga.sh: counting instructions under callgrind (N=$INSTR_CELLS)" >&2
  n="$INSTR_CELLS"
  bash "$HERE/callgrind-count.sh" openuikit "$OUT/ours.counts" \
    "feed-build:1:16countedFeedBuild" "feed-build-views:1:21countedFeedBuildViews" \
    "feed-first:$n:16countedFeedFirst" \
    "feed-relayout:$n:19countedFeedRelayout" "feed-fresh-first:$n:21countedFeedFreshFirst" \
    "feed-fresh-relayout:$n:24countedFeedFreshRelayout" \
    -- "$ROOT/.build/release/bench" feed --cells "$n" --reps 1
  if wants yoga; then
    bash "$HERE/callgrind-count.sh" yoga-1.19 "$OUT/yoga.counts" \
      "feed-build:1:counted_feed_build\\(" "feed-first:$n:counted_feed_first\\(" \
      "feed-relayout:$n:counted_feed_relayout\\(" \
      "feed-fresh-first:$n:counted_feed_fresh_first\\(" \
      "feed-fresh-relayout:$n:counted_feed_fresh_relayout\\(" \
      -- "$BIN" "$OUT/text-metrics.txt" --cells "$n" --reps 1
  fi
  if wants taffy; then
    for w in feed-build feed-first feed-relayout feed-fresh-first feed-fresh-relayout; do
      wn="$n"
      [ "$w" = feed-build ] && wn=1
      # Only the inner function: callgrind toggles collection at every matching entry, so a
      # pattern that also matches PyO3's trampoline around it switches collection off again.
      TOGGLE='*__pyfunction_node_compute_layout_with_measure*' bash "$HERE/callgrind-count.sh" \
        taffy-stretchable "$OUT/taffy.counts" "$w:$wn:" \
        -- "$VENV/bin/python" "$HERE/taffy_feed.py" "$OUT/text-metrics.txt" --cells "$n" --count "$w"
    done
  fi
fi

# 5. Ratios (ours / peer) per round, instruction ratios, memory.
echo "yoga.sh: raw results in $OUT" >&2
status=0
for peer in yoga taffy; do
  wants "$peer" || continue
  echo "# ours / $peer: median of $ROUNDS per-round ratios (thread CPU time)"
  python3 "$HERE/compare.py" "$OUT/ours.txt" "$OUT/$peer.txt" || status=1
  if [ "$INSTR" = "1" ]; then
    echo "# ours / $peer: instructions (callgrind, one repetition)"
    python3 "$HERE/compare.py" --instructions "$OUT/ours.counts" "$OUT/$peer.counts"
  fi
done
if [ "$INSTR" = "1" ] && wants yoga; then
  echo "# the floor of feed-build: our cell's views and constraints alone (no engine) / Yoga's whole build"
  python3 "$HERE/compare.py" --floor feed-build-views feed-build "$OUT/ours.counts" \
    "$OUT/yoga.counts"
fi
echo "# live heap bytes after laying out the fresh cells (mallinfo2(): uordblks + hblkhd; last round)"
python3 - "$OUT/ours.txt" "$OUT/yoga.txt" <<'PY'
import sys
last = {}
for path in sys.argv[1:]:
    for line in open(path):
        if line.startswith("MEMORY "):
            kv = dict(t.split("=", 1) for t in line.split()[1:] if "=" in t)
            last[(int(kv["N"]), kv["impl"])] = line.strip()
for key in sorted(last):
    print(last[key])
PY
exit "$status"
