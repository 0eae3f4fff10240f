#!/usr/bin/env bash
# The feed benchmark side by side with Yoga: runs `bench feed` (OpenUIKit + SnapKit, release),
# then the same feed laid out by Yoga 1.19 (C++, g++ -O3, Benchmarks/peers/yoga_feed.cpp), and
# prints one RATIO line per workload and cell count (ours / Yoga; below 1 = ours is faster).
#
#   bash Benchmarks/peers/yoga.sh                      # from the project root
#   CELLS=100 REPS=15 bash Benchmarks/peers/yoga.sh
#
# Yoga's source is downloaded at run time from PyPI (the sdist of `poga`, which vendors Yoga
# v1.19.0 under src/poga/deps/yoga) into YOGA_CACHE; nothing of Yoga is in this repository.
# Both sides wrap text identically: `bench feed --dump-text-metrics` writes every label's
# scalars with OpenUIKit's advances and kerning, and yoga_feed.cpp's measure functions break
# lines with the same greedy rule (see Sources/bench/Feed/FeedTextMetrics.swift).
# Knobs: CELLS (default 10,20,...,100,1000), REPS (default: 9, or 3 from 1000 cells), ROUNDS
# (default 3: ours and Yoga alternate that many times; each side's median run counts),
# POGA_VERSION (default 0.1.19), YOGA_CACHE (default ~/.cache/yoga-bench), OUT (folder for the
# raw files, default a temporary folder).
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
POGA_VERSION="${POGA_VERSION:-0.1.19}"
YOGA_CACHE="${YOGA_CACHE:-$HOME/.cache/yoga-bench}"
OUT="${OUT:-$(mktemp -d)}"
CELLS="${CELLS:-10,20,30,40,50,60,70,80,90,100,1000}"
REPS="${REPS:-}"
ROUNDS="${ROUNDS:-3}"
mkdir -p "$YOGA_CACHE" "$OUT"

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

# 3. Ours, then the text table, then Yoga.
MAX_CELLS="$(tr ',' '\n' <<<"$CELLS" | sort -n | tail -n 1)"
args=(--cells "$CELLS")
[ -n "$REPS" ] && args+=(--reps "$REPS")
cd "$ROOT"
swift build -c release --product bench >&2
swift run -c release --skip-build bench feed --cells "$MAX_CELLS" \
  --dump-text-metrics "$OUT/text-metrics.txt"
yoga_args=(--cells "$CELLS")
[ -n "$REPS" ] && yoga_args+=(--reps "$REPS")
# This machine's speed changes from one process to the next (by up to 2x on the development
# VM, for both sides alike), so the two sides alternate ROUNDS times and compare.py takes the
# median of each side's runs.
: >"$OUT/ours.txt"
: >"$OUT/yoga.txt"
for round in $(seq 1 "$ROUNDS"); do
  echo "yoga.sh: round $round of $ROUNDS" >&2
  "$ROOT/.build/release/bench" feed "${args[@]}" >>"$OUT/ours.txt"
  "$BIN" "$OUT/text-metrics.txt" "${yoga_args[@]}" >>"$OUT/yoga.txt"
done

# 4. Ratios (ours / Yoga), or both RESULT sets.
COMPARE="$HERE/compare.py"
echo "yoga.sh: raw results in $OUT" >&2
if [ -f "$COMPARE" ]; then
  python3 "$COMPARE" "$OUT/ours.txt" "$OUT/yoga.txt"
else
  grep '^RESULT' "$OUT/ours.txt" "$OUT/yoga.txt"
fi
