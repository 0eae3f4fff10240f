#!/usr/bin/env bash
# Side-by-side Cassowary benchmark: kiwi (C++ core of kiwisolver) on the workloads
# of the SolverWorkloads module (Sources/SolverWorkloads), plus W1 through Python-level solvers.
#
#   bash Benchmarks/peers/kiwi/run.sh   # full run: C++ x RUNS (default 3) + Python placements
#   RUNS=1 QUICK=1 bash run.sh        # smoke test (small reps, no N=10000)
#
# Environment knobs:
#   KIWI_VERSION=1.5.1       kiwisolver version whose sdist headers are used
#   RUNS=3                   number of C++ benchmark processes (medians are taken across them)
#   QUICK=1                  fewer reps/frames/rounds (smoke test only, not for numbers)
#   BUILD_ONLY=1             compile only and print the binary's path
#   SKIP_10K=1               skip W1 N=10000 (~75 s per run for kiwi on a 2-core Xeon VM)
#   ONLY=W1,W2               only these workloads (W1 W2 W3 W4 W5)
#   PYTHON=0                 skip the Python placements (kiwisolver-py, pure-Python cassowary)
#   PY_CASSOWARY_1K_RUNS=1   runs of pure-Python cassowary at N=1000 (~40 s each)
#   KIWI_BENCH_CACHE=dir     where the sdist, binary, venv and raw results go
#                            (default ${XDG_CACHE_HOME:-$HOME/.cache}/kiwi-bench; never inside the repo)
#
# Nothing from kiwi is stored in the repository: the sdist is downloaded from PyPI
# at run time with `pip download --no-deps --no-binary :all:` and only its headers are used.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
KIWI_VERSION="${KIWI_VERSION:-1.5.1}"
RUNS="${RUNS:-3}"
CACHE="${KIWI_BENCH_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/kiwi-bench}"
PY="${PYTHON_BIN:-python3}"
CXX="${CXX:-g++}"

mkdir -p "$CACHE"
SRC_DIR="$CACHE/kiwisolver-$KIWI_VERSION"

# --- (i) obtain kiwi headers from the PyPI sdist --------------------------------------
if [ ! -f "$SRC_DIR/kiwi/kiwi.h" ]; then
    echo "# downloading kiwisolver==$KIWI_VERSION sdist from PyPI into $CACHE/sdist" >&2
    mkdir -p "$CACHE/sdist"
    "$PY" -m pip download --quiet --no-deps --no-binary :all: \
        "kiwisolver==$KIWI_VERSION" -d "$CACHE/sdist" >&2
    tarball="$(ls "$CACHE/sdist"/kiwisolver-"$KIWI_VERSION".tar.gz)"
    tar -xzf "$tarball" -C "$CACHE"
fi
test -f "$SRC_DIR/kiwi/kiwi.h" || { echo "kiwi headers not found in $SRC_DIR" >&2; exit 1; }

# --- (ii) compile our benchmark against those headers -----------------------------------
BIN="$CACHE/bench-kiwi-$KIWI_VERSION"
if [ ! -x "$BIN" ] || [ "$HERE/bench.cpp" -nt "$BIN" ]; then
    echo "# compiling bench.cpp with $CXX -O3 against kiwi $KIWI_VERSION" >&2
    "$CXX" -O3 -std=c++17 -DNDEBUG -w -I"$SRC_DIR" "$HERE/bench.cpp" -o "$BIN"
fi

# BUILD_ONLY=1: print the compiled binary's path and stop (solver-vs-kiwi.sh runs it itself).
if [ -n "${BUILD_ONLY:-}" ]; then
    echo "$BIN"
    exit 0
fi

# --- (iii) run ---------------------------------------------------------------------------
STAMP="$(date +%Y%m%d-%H%M%S)"
RAW="$CACHE/results-$STAMP.txt"
: > "$RAW"

export BENCH_ONLY="${ONLY:-}"
[ -n "${QUICK:-}" ] && export BENCH_QUICK=1
[ -n "${SKIP_10K:-}" ] && export BENCH_SKIP_10K=1

{
    echo "# host: $(nproc) cpu(s), $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'), $("$CXX" --version | head -1)"
    echo "# kiwi $KIWI_VERSION headers from $SRC_DIR"
} | tee -a "$RAW"

for r in $(seq 1 "$RUNS"); do
    echo "# run $r/$RUNS: $BIN" | tee -a "$RAW"
    "$BIN" | sed -u "s/^RESULT /RESULT run=$r /" | tee -a "$RAW"
done

if [ "${PYTHON:-1}" != "0" ] && { [ -z "${ONLY:-}" ] || [[ ",${ONLY}," == *",W1,"* ]]; }; then
    VENV="$CACHE/venv"
    if [ ! -x "$VENV/bin/python" ]; then
        echo "# creating $VENV with kiwisolver==$KIWI_VERSION and cassowary==0.5.2 (PyPI)" >&2
        "$PY" -m venv "$VENV"
        "$VENV/bin/pip" install --quiet "kiwisolver==$KIWI_VERSION" "cassowary==0.5.2" >&2
    fi
    for r in $(seq 1 "$RUNS"); do
        echo "# python run $r/$RUNS" | tee -a "$RAW"
        for n in 100 1000; do
            "$VENV/bin/python" "$HERE/py_bench.py" kiwisolver "$n" 5 | sed -u "s/^RESULT /RESULT run=$r /" | tee -a "$RAW"
        done
        "$VENV/bin/python" "$HERE/py_bench.py" cassowary 100 3 | sed -u "s/^RESULT /RESULT run=$r /" | tee -a "$RAW"
        if [ "$r" -le "${PY_CASSOWARY_1K_RUNS:-1}" ] && [ -z "${QUICK:-}" ]; then
            "$VENV/bin/python" "$HERE/py_bench.py" cassowary 1000 1 | sed -u "s/^RESULT /RESULT run=$r /" | tee -a "$RAW"
        fi
    done
fi

# --- medians across runs ------------------------------------------------------------------
echo "# medians across runs (raw lines in $RAW)"
"$PY" - "$RAW" <<'EOF'
import sys, statistics, collections
groups = collections.OrderedDict()
for line in open(sys.argv[1]):
    if not line.startswith('RESULT '):
        continue
    kv = dict(tok.split('=', 1) for tok in line.split()[1:] if '=' in tok)
    key = (kv['impl'], kv['workload'], kv['N'])
    groups.setdefault(key, []).append(kv)
for (impl, wl, n), rows in groups.items():
    tm = statistics.median(float(r['total_ms']) for r in rows)
    ns = statistics.median(float(r['ns_per_op']) for r in rows)
    cks = {(r['checksum'], r['checksum2']) for r in rows}
    c1, c2 = sorted(cks)[0]
    extra = ''
    for k in ('unsat', 'wrongly_accepted', 'state_corrupted_after', 'matches_build', 'probe_sum', 'violated_required_after'):
        vals = {r[k] for r in rows if k in r}
        if vals:
            extra += ' %s=%s' % (k, '/'.join(sorted(vals)))
    print('MEDIAN impl=%s workload=%s N=%s runs=%d constraints=%s ops=%s total_ms=%.3f ns_per_op=%.1f '
          'checksum=%s checksum2=%s checksum_consistent=%d spec_hash=%s%s'
          % (impl, wl, n, len(rows), rows[0]['constraints'], rows[0]['ops'], tm, ns, c1, c2,
             int(len(cks) == 1), rows[0]['spec_hash'], extra))
EOF
