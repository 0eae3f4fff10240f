// bench.cpp -- side-by-side Cassowary benchmark driver for kiwi (C++ core of kiwisolver).
//
// Original code written for this project; it only *uses* kiwi's public API
// (kiwi::Solver, kiwi::Variable, kiwi::Constraint, kiwi::Expression, kiwi::Term).
// kiwi's headers are NOT vendored: run.sh downloads the kiwisolver sdist from PyPI
// at run time and compiles this file against it.
//
// The workloads are defined as *data* (a list of constraint specs over integer
// variable indices) by generators that depend only on N and a splitmix64 seed, so
// any other implementation (e.g. the Swift solver) can rebuild the identical
// system. The Swift side is the SolverWorkloads module (Sources/SolverWorkloads, whose
// DocC catalog describes the workloads); `bench --dump W1 1000` prints the
// canonical constraint lines and `spec_hash` in every RESULT line is the
// FNV-1a-64 of those lines, so a port can prove it generates the same system.
//
// Output: one machine-readable line per measurement:
//   RESULT impl=... workload=... N=... constraints=... vars=... ops=... total_ms=...
//          ns_per_op=... checksum=... checksum2=... spec_hash=... <extra k=v>
// checksum  = sum_k llround(value_k)            over all variables in canonical order
// checksum2 = sum_k (k+1) * llround(value_k)    (order sensitive)

#include <functional>
#include <kiwi/kiwi.h>

#include <algorithm>
#include <chrono>
#include <cinttypes>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace {

// ---------------------------------------------------------------------------
// splitmix64 (Steele, Lea, Flood 2014) -- fully specified, portable.
struct SplitMix64 {
    uint64_t state;
    explicit SplitMix64(uint64_t seed) : state(seed) {}
    uint64_t next() {
        state += 0x9E3779B97F4A7C15ULL;
        uint64_t z = state;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    // plain modulo reduction (slightly biased, but exactly reproducible)
    int64_t below(uint64_t n) { return (int64_t)(next() % n); }
};

// ---------------------------------------------------------------------------
// Workload description as plain data.
enum Op : char { EQ = 'E', LE = 'L', GE = 'G' };
enum Str : char { REQ = 'R', STRONG = 'S', MEDIUM = 'M', WEAK = 'W' };

struct TermSpec { int var; int64_t coef; };

struct ConSpec {
    std::vector<TermSpec> terms;  // sum(coef * var) + constant  OP  0
    int64_t constant;
    Op op;
    Str str;
    int owner;                    // view index that owns the constraint, -1 = container
};

struct Workload {
    std::string name;
    int n = 0;
    int nvars = 0;
    std::vector<ConSpec> cons;
    std::vector<std::vector<int>> byView;   // constraint indices owned by each view (insertion order)
};

// variable indices
inline int CL() { return 0; }
inline int CT() { return 1; }
inline int CW() { return 2; }
inline int CH() { return 3; }
inline int VL(int i) { return 4 + 4 * i; }
inline int VT(int i) { return 5 + 4 * i; }
inline int VW(int i) { return 6 + 4 * i; }
inline int VH(int i) { return 7 + 4 * i; }

void push(Workload& w, int owner, Op op, Str s, int64_t constant, std::initializer_list<TermSpec> t) {
    ConSpec c;
    c.terms.assign(t.begin(), t.end());
    c.constant = constant;
    c.op = op;
    c.str = s;
    c.owner = owner;
    if (owner >= 0) w.byView[owner].push_back((int)w.cons.size());
    w.cons.push_back(std::move(c));
}

// W1 "grid build": UI-like random layout of N views inside a container.
Workload genGrid(int N) {
    Workload w;
    w.name = "W1";
    w.n = N;
    w.nvars = 4 + 4 * N;
    w.byView.assign(N, {});
    // container
    push(w, -1, EQ, REQ, 0, {{CL(), 1}});
    push(w, -1, EQ, REQ, 0, {{CT(), 1}});
    push(w, -1, GE, REQ, -100, {{CW(), 1}});
    push(w, -1, GE, REQ, -100, {{CH(), 1}});
    push(w, -1, EQ, MEDIUM, -800, {{CW(), 1}});
    push(w, -1, EQ, MEDIUM, -600, {{CH(), 1}});

    SplitMix64 rng((uint64_t)N);
    for (int i = 0; i < N; ++i) {
        // 13 draws per view, always in this order
        int64_t r     = rng.below(16);
        int64_t pr    = rng.below((uint64_t)std::max(i, 1));
        int64_t rel   = rng.below(4);
        int64_t gap   = rng.below(21);
        int64_t extra = rng.below(31);
        int64_t off   = rng.below(41);
        int64_t m2    = rng.below(41);
        int64_t wv    = 20 + rng.below(181);
        int64_t hv    = 20 + rng.below(81);
        int64_t capr  = rng.below(4);
        int64_t maxw  = 20 + rng.below(181);
        int64_t ws    = wv + rng.below(11) - 5;
        int64_t hs    = hv + rng.below(11) - 5;

        const int L = VL(i), T = VT(i), W = VW(i), H = VH(i);
        bool stretch = false;
        if (i == 0) {  // FLOAT: the draggable view
            push(w, i, GE, REQ, 0, {{L, 1}, {CL(), -1}});
            push(w, i, GE, REQ, 0, {{T, 1}, {CT(), -1}});
            push(w, i, LE, REQ, 0, {{L, 1}, {W, 1}, {CL(), -1}, {CW(), -1}});
            push(w, i, EQ, WEAK, -10, {{L, 1}});
            push(w, i, EQ, WEAK, -10, {{T, 1}});
        } else if (r == 0) {  // STRETCH
            stretch = true;
            push(w, i, EQ, REQ, -off, {{L, 1}, {CL(), -1}});
            push(w, i, EQ, REQ, m2, {{L, 1}, {W, 1}, {CL(), -1}, {CW(), -1}});
            push(w, i, EQ, REQ, -off, {{T, 1}, {CT(), -1}});
        } else if (r == 1) {  // RIGHT_ALIGN
            push(w, i, EQ, REQ, m2, {{L, 1}, {W, 1}, {CL(), -1}, {CW(), -1}});
            push(w, i, EQ, REQ, -off, {{T, 1}, {CT(), -1}});
        } else if (r == 2) {  // CONTAINER_TL
            push(w, i, EQ, REQ, -off, {{L, 1}, {CL(), -1}});
            push(w, i, EQ, REQ, -m2, {{T, 1}, {CT(), -1}});
        } else {  // PARENT
            const int p = (r <= 9) ? (i - 1) : (int)pr;
            const int Lp = VL(p), Tp = VT(p), Wp = VW(p), Hp = VH(p);
            switch (rel) {
            case 0:
                push(w, i, EQ, REQ, -gap, {{L, 1}, {Lp, -1}, {Wp, -1}});
                push(w, i, EQ, REQ, 0, {{T, 1}, {Tp, -1}});
                break;
            case 1:
                push(w, i, EQ, REQ, -gap, {{T, 1}, {Tp, -1}, {Hp, -1}});
                push(w, i, EQ, REQ, 0, {{L, 1}, {Lp, -1}});
                break;
            case 2:
                push(w, i, GE, REQ, -gap, {{L, 1}, {Lp, -1}, {Wp, -1}});
                push(w, i, EQ, MEDIUM, -(gap + extra), {{L, 1}, {Lp, -1}, {Wp, -1}});
                push(w, i, EQ, REQ, -off, {{T, 1}, {Tp, -1}});
                break;
            default:
                push(w, i, GE, REQ, -gap, {{T, 1}, {Tp, -1}, {Hp, -1}});
                push(w, i, EQ, MEDIUM, -(gap + extra), {{T, 1}, {Tp, -1}, {Hp, -1}});
                push(w, i, EQ, REQ, -off, {{L, 1}, {Lp, -1}});
                break;
            }
        }
        // SIZE
        push(w, i, GE, REQ, -10, {{W, 1}});
        push(w, i, GE, REQ, -10, {{H, 1}});
        if (!stretch) {
            if (capr == 0) push(w, i, LE, REQ, -maxw, {{W, 1}});
            push(w, i, EQ, MEDIUM, -wv, {{W, 1}});
            push(w, i, EQ, WEAK, -ws, {{W, 1}});
        }
        push(w, i, EQ, MEDIUM, -hv, {{H, 1}});
        push(w, i, EQ, WEAK, -hs, {{H, 1}});
    }
    return w;
}

// W5 "deep stack": N views in ONE vertical chain (worst case for row growth).
Workload genStack(int N) {
    Workload w;
    w.name = "W5";
    w.n = N;
    w.nvars = 4 + 4 * N;
    w.byView.assign(N, {});
    push(w, -1, EQ, REQ, 0, {{CL(), 1}});
    push(w, -1, EQ, REQ, 0, {{CT(), 1}});
    push(w, -1, EQ, REQ, -400, {{CW(), 1}});
    push(w, -1, GE, REQ, 0, {{CH(), 1}});
    SplitMix64 rng((uint64_t)N);
    for (int i = 0; i < N; ++i) {
        int64_t hv = 20 + rng.below(81);
        const int L = VL(i), T = VT(i), W = VW(i), H = VH(i);
        push(w, i, EQ, REQ, -8, {{L, 1}, {CL(), -1}});
        push(w, i, EQ, REQ, 8, {{L, 1}, {W, 1}, {CL(), -1}, {CW(), -1}});
        if (i == 0)
            push(w, i, EQ, REQ, -8, {{T, 1}, {CT(), -1}});
        else
            push(w, i, EQ, REQ, -8, {{T, 1}, {VT(i - 1), -1}, {VH(i - 1), -1}});
        push(w, i, GE, REQ, -10, {{H, 1}});
        push(w, i, EQ, MEDIUM, -hv, {{H, 1}});
    }
    // container bottom hugs the last view
    push(w, -1, EQ, REQ, -8, {{CH(), 1}, {CT(), 1}, {VT(N - 1), -1}, {VH(N - 1), -1}});
    return w;
}

// ---------------------------------------------------------------------------
// canonical serialization + FNV-1a-64
std::string canonLine(const ConSpec& c) {
    std::string s;
    char buf[64];
    s += (char)c.op;
    s += ' ';
    s += (char)c.str;
    std::snprintf(buf, sizeof buf, " %" PRId64, c.constant);
    s += buf;
    for (const auto& t : c.terms) {
        std::snprintf(buf, sizeof buf, " %d:%" PRId64, t.var, t.coef);
        s += buf;
    }
    return s;
}

uint64_t specHash(const Workload& w) {
    uint64_t h = 0xcbf29ce484222325ULL;
    for (const auto& c : w.cons) {
        std::string line = canonLine(c);
        line += '\n';
        for (unsigned char ch : line) {
            h ^= ch;
            h *= 0x100000001b3ULL;
        }
    }
    return h;
}

// ---------------------------------------------------------------------------
// kiwi instantiation
double kiwiStrength(Str s) {
    switch (s) {
    case REQ: return kiwi::strength::required;
    case STRONG: return kiwi::strength::strong;
    case MEDIUM: return kiwi::strength::medium;
    default: return kiwi::strength::weak;
    }
}

kiwi::Constraint makeConstraint(const ConSpec& c, const std::vector<kiwi::Variable>& vars) {
    std::vector<kiwi::Term> terms;
    terms.reserve(c.terms.size());
    for (const auto& t : c.terms) terms.emplace_back(vars[t.var], (double)t.coef);
    kiwi::RelationalOperator op = c.op == EQ ? kiwi::OP_EQ : (c.op == LE ? kiwi::OP_LE : kiwi::OP_GE);
    return kiwi::Constraint(kiwi::Expression(std::move(terms), (double)c.constant), op, kiwiStrength(c.str));
}

struct Instance {
    std::vector<kiwi::Variable> vars;
    std::vector<kiwi::Constraint> cons;
};

Instance instantiate(const Workload& w) {
    Instance in;
    in.vars.reserve(w.nvars);
    for (int k = 0; k < w.nvars; ++k) in.vars.emplace_back();
    in.cons.reserve(w.cons.size());
    for (const auto& c : w.cons) in.cons.push_back(makeConstraint(c, in.vars));
    return in;
}

struct Checksums { int64_t c1 = 0, c2 = 0; };

Checksums checksum(const std::vector<kiwi::Variable>& vars) {
    Checksums cs;
    for (size_t k = 0; k < vars.size(); ++k) {
        int64_t v = (int64_t)std::llround(vars[k].value());
        cs.c1 += v;
        cs.c2 += (int64_t)(k + 1) * v;
    }
    return cs;
}

using Clock = std::chrono::steady_clock;
inline double msSince(Clock::time_point t0) {
    return std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
}

const char* IMPL = "kiwi-cpp";
std::string g_version = KIWI_VERSION;

void result(const char* workload, int N, size_t ncons, int nvars, long long ops, double totalMs,
            const Checksums& cs, uint64_t hash, const std::string& extra = "") {
    double nsPerOp = ops > 0 ? totalMs * 1e6 / (double)ops : 0.0;
    std::printf("RESULT impl=%s-%s workload=%s N=%d constraints=%zu vars=%d ops=%lld total_ms=%.3f "
                "ns_per_op=%.1f checksum=%" PRId64 " checksum2=%" PRId64 " spec_hash=%016" PRIx64 "%s%s\n",
                IMPL, g_version.c_str(), workload, N, ncons, nvars, ops, totalMs, nsPerOp, cs.c1, cs.c2, hash,
                extra.empty() ? "" : " ", extra.c_str());
    std::fflush(stdout);
}

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    size_t n = v.size();
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

// BENCH_COUNT=1: each workload with a target once, in the order of `bench cassowary
// --count-instructions`: W1 N=100 and N=1000 and W5 N=1000 (2 repetitions, the second
// counted), W2 (10000 frames; not W2b, W2u), W3 (20 rounds, each round's timed work counted)
// and W4 (4 attempts), the timed work inside counted_W1 / counted_W1_1000 / counted_W2 / counted_W3 /
// counted_W4 / counted_W5 (never inlined) for valgrind --tool=callgrind and
// callgrind_annotate --inclusive=yes (Benchmarks/peers/solver-vs-kiwi.sh). The distinct
// counters keep the compiler from folding the bodies into one. The counted W4 attempt (3) is
// an odd one, like attempt 1 before it, so one-time costs of the process (the Swift side's
// lazy runtime look-ups) fall outside the counted region on both sides.
bool g_count = false;
volatile long g_region_calls[6];
__attribute__((noinline)) void counted_W1(const std::function<void()>& f) { g_region_calls[0] = g_region_calls[0] + 1; f(); }
__attribute__((noinline)) void counted_W4(const std::function<void()>& f) { g_region_calls[1] = g_region_calls[1] + 2; f(); }
__attribute__((noinline)) void counted_W1_1000(const std::function<void()>& f) { g_region_calls[2] = g_region_calls[2] + 3; f(); }
__attribute__((noinline)) void counted_W2(const std::function<void()>& f) { g_region_calls[3] = g_region_calls[3] + 5; f(); }
__attribute__((noinline)) void counted_W3(const std::function<void()>& f) { g_region_calls[4] = g_region_calls[4] + 7; f(); }
__attribute__((noinline)) void counted_W5(const std::function<void()>& f) { g_region_calls[5] = g_region_calls[5] + 9; f(); }

// The counted region of a build workload: W1 N=100, W1 N=1000 or W5.
void countedBuild(const char* label, int n, const std::function<void()>& f) {
    if (std::strcmp(label, "W5") == 0) counted_W5(f);
    else if (n == 100) counted_W1(f);
    else counted_W1_1000(f);
}

// W1 / W5: build (addConstraint x all, in order) + one updateVariables. Repeated `reps`
// times on fresh solvers; reports the median repetition.
void runBuild(const char* label, const Workload& w, int reps) {
    uint64_t hash = specHash(w);
    std::vector<double> times;
    Checksums cs;
    for (int r = 0; r < reps; ++r) {
        Instance in = instantiate(w);   // constraint objects created outside the timer
        kiwi::Solver solver;
        auto t0 = Clock::now();
        auto work = [&] {
            for (const auto& c : in.cons) solver.addConstraint(c);
            solver.updateVariables();
        };
        if (g_count && r == reps - 1) countedBuild(label, w.n, work); else work();
        times.push_back(msSince(t0));
        cs = checksum(in.vars);
    }
    char extra[96];
    std::snprintf(extra, sizeof extra, "reps=%d min_ms=%.3f", reps, *std::min_element(times.begin(), times.end()));
    result(label, w.n, w.cons.size(), w.nvars, (long long)w.cons.size(), median(times), cs, hash, extra);
}

// W2: edit drag on the W1(N) system.
void runEdit(int N, int frames) {
    Workload w = genGrid(N);
    uint64_t hash = specHash(w);
    Instance in = instantiate(w);
    kiwi::Solver solver;
    for (const auto& c : in.cons) solver.addConstraint(c);
    solver.updateVariables();
    kiwi::Variable& drag = in.vars[VL(0)];
    kiwi::Variable& cwidth = in.vars[CW()];
    auto te = Clock::now();
    solver.addEditVariable(drag, kiwi::strength::strong);
    solver.addEditVariable(cwidth, kiwi::strength::strong);
    double addEditMs = msSince(te);
    const int probe = VL(N - 1);
    int64_t probeSum = 0;
    auto t0 = Clock::now();
    auto dragFrames = [&] {
        for (int t = 0; t < frames; ++t) {
            solver.suggestValue(drag, (double)(10 + (int64_t)t * 7 % 290));
            solver.suggestValue(cwidth, (double)(600 + (int64_t)t * 13 % 401));
            solver.updateVariables();
            probeSum += (int64_t)std::llround(in.vars[probe].value()) + (int64_t)std::llround(cwidth.value());
        }
    };
    if (g_count) counted_W2(dragFrames); else dragFrames();
    double ms = msSince(t0);
    Checksums cs = checksum(in.vars);
    char extra[160];
    std::snprintf(extra, sizeof extra, "op=2xsuggestValue+updateVariables add_edit_ms=%.3f probe_sum=%" PRId64,
                  addEditMs, probeSum);
    result("W2", N, w.cons.size() + 2, w.nvars, frames, ms, cs, hash, extra);
    if (g_count) return;  // BENCH_COUNT=1: W2 only

    // W2b: same thing without updateVariables in the loop (pure suggest+dual-optimize cost)
    auto t1 = Clock::now();
    for (int t = 0; t < frames; ++t) {
        solver.suggestValue(drag, (double)(10 + (int64_t)t * 7 % 290));
        solver.suggestValue(cwidth, (double)(600 + (int64_t)t * 13 % 401));
    }
    double ms2 = msSince(t1);
    solver.updateVariables();
    Checksums cs2 = checksum(in.vars);
    result("W2b", N, w.cons.size() + 2, w.nvars, 2LL * frames, ms2, cs2, hash, "op=suggestValue");

    // updateVariables alone
    auto t2 = Clock::now();
    for (int t = 0; t < 1000; ++t) solver.updateVariables();
    double ms3 = msSince(t2);
    result("W2u", N, w.cons.size() + 2, w.nvars, 1000, ms3, cs2, hash, "op=updateVariables");
}

// W3: churn -- remove and re-add all constraints of 10% of the views, `rounds` times.
void runChurn(int N, int rounds) {
    Workload w = genGrid(N);
    uint64_t hash = specHash(w);
    Instance in = instantiate(w);
    kiwi::Solver solver;
    for (const auto& c : in.cons) solver.addConstraint(c);
    solver.updateVariables();
    Checksums before = checksum(in.vars);
    SplitMix64 rng(777);
    const int pick = std::max(1, N / 10);
    long long ops = 0;
    double ms = 0.0, removeMs = 0.0;
    std::vector<char> chosen(N);
    for (int r = 0; r < rounds; ++r) {
        std::vector<int> sel;
        std::fill(chosen.begin(), chosen.end(), 0);
        while ((int)sel.size() < pick) {
            int v = (int)rng.below((uint64_t)N);
            if (!chosen[v]) { chosen[v] = 1; sel.push_back(v); }
        }
        auto t0 = Clock::now();
        auto round = [&] {
            for (int v : sel)
                for (int ci : w.byView[v]) solver.removeConstraint(in.cons[ci]);
            removeMs += msSince(t0);
            for (int v : sel)
                for (int ci : w.byView[v]) solver.addConstraint(in.cons[ci]);
            solver.updateVariables();
        };
        if (g_count) counted_W3(round); else round();
        ms += msSince(t0);
        for (int v : sel) ops += (long long)w.byView[v].size();
    }
    Checksums cs = checksum(in.vars);
    char extra[200];
    std::snprintf(extra, sizeof extra,
                  "op=removeConstraint+addConstraint rounds=%d views_per_round=%d remove_ms=%.3f "
                  "matches_build=%d",
                  rounds, pick, removeMs, (int)(cs.c1 == before.c1 && cs.c2 == before.c2));
    result("W3", N, w.cons.size(), w.nvars, ops, ms, cs, hash, extra);
}

// W4: unsatisfiable required constraints on the built W1(N) system.
ConSpec conflictSpec(int N, int a) {
    int k = (int)(((int64_t)a * 37 + 11) % N);
    ConSpec c;
    if (a % 2 == 0) {  // width_k == 5   vs  width_k >= 10
        c.terms = {{VW(k), 1}};
        c.constant = -5;
        c.op = EQ;
    } else {           // C.width + width_k <= 105   vs  C.width >= 100, width_k >= 10
        c.terms = {{CW(), 1}, {VW(k), 1}};
        c.constant = -105;
        c.op = LE;
    }
    c.str = REQ;
    c.owner = -1;
    return c;
}

int violatedRequired(const Instance& in) {
    int n = 0;
    for (const auto& c : in.cons)
        if (c.strength() >= kiwi::strength::required && c.violated()) ++n;
    return n;
}

// re-run optimize() on the real objective: add + remove a harmless weak constraint
void reoptimize(kiwi::Solver& solver) {
    kiwi::Variable dummy;
    kiwi::Constraint dc(kiwi::Expression(kiwi::Term(dummy, 1.0), -1.0), kiwi::OP_EQ, kiwi::strength::weak);
    solver.addConstraint(dc);
    solver.removeConstraint(dc);
    solver.updateVariables();
}

void runUnsat(int N, int freshAttempts, int seqAttempts) {
    Workload w = genGrid(N);
    uint64_t hash = specHash(w);
    // (a) W4: one conflicting constraint per freshly built solver (clean state each time)
    {
        std::vector<double> times;
        int unsat = 0, corrupt = 0;
        Checksums build, last;
        for (int a = 0; a < freshAttempts; ++a) {
            Instance in = instantiate(w);
            kiwi::Solver solver;
            for (const auto& c : in.cons) solver.addConstraint(c);
            solver.updateVariables();
            build = checksum(in.vars);
            kiwi::Constraint bad = makeConstraint(conflictSpec(N, a), in.vars);
            bool threw = false;
            auto t0 = Clock::now();
            auto work = [&] {
                try {
                    solver.addConstraint(bad);
                } catch (const kiwi::UnsatisfiableConstraint&) {
                    threw = true;
                }
            };
            if (g_count && a == freshAttempts - 1) counted_W4(work); else work();
            times.push_back(msSince(t0));
            unsat += threw;
            reoptimize(solver);
            last = checksum(in.vars);
            if (violatedRequired(in) != 0 || last.c1 != build.c1 || last.c2 != build.c2) ++corrupt;
        }
        double med = median(times);
        char extra[200];
        std::snprintf(extra, sizeof extra,
                      "op=failed_addConstraint(fresh_solver_each) unsat=%d attempts=%d state_corrupted_after=%d "
                      "expected_checksum=%" PRId64,
                      unsat, freshAttempts, corrupt, build.c1);
        // total_ms is the median single detection; ops=1 so ns_per_op is that median too.
        // checksum = state after the LAST attempt (+ re-optimization); a correct solver reports
        // expected_checksum (the W1 build checksum) here.
        result("W4", N, w.cons.size(), w.nvars, 1, med, last, hash, extra);
    }
    if (g_count) return;  // BENCH_COUNT=1: W4 only
    // (b) W4seq: many conflicting constraints, one after another, on ONE solver
    {
        Instance in = instantiate(w);
        kiwi::Solver solver;
        for (const auto& c : in.cons) solver.addConstraint(c);
        solver.updateVariables();
        Checksums build = checksum(in.vars);
        std::vector<kiwi::Constraint> bad;
        for (int a = 0; a < seqAttempts; ++a) bad.push_back(makeConstraint(conflictSpec(N, a), in.vars));
        int unsat = 0, other = 0, added = 0, firstAdded = -1;
        auto t0 = Clock::now();
        for (size_t a = 0; a < bad.size(); ++a) {
            try {
                solver.addConstraint(bad[a]);
                if (firstAdded < 0) firstAdded = (int)a;
                ++added;
            } catch (const kiwi::UnsatisfiableConstraint&) {
                ++unsat;
            } catch (...) {
                ++other;
            }
        }
        double ms = msSince(t0);
        reoptimize(solver);
        Checksums after = checksum(in.vars);
        char extra[300];
        std::snprintf(extra, sizeof extra,
                      "op=failed_addConstraint(sequential) unsat=%d wrongly_accepted=%d first_wrongly_accepted=%d "
                      "other_exc=%d violated_required_after=%d expected_checksum=%" PRId64,
                      unsat, added, firstAdded, other, violatedRequired(in), build.c1);
        result("W4seq", N, w.cons.size(), w.nvars, (long long)bad.size(), ms, after, hash, extra);
    }
    // (c) W4tiny: detection cost in a 1-constraint system (x >= 10, then x == 5), fresh solver each time
    //     (a fresh solver is needed: after the first failure kiwi accepts the next x == 5, see report)
    {
        const int reps = 1000;
        int u = 0, violatedAfter = 0;
        double total = 0.0;
        for (int a = 0; a < reps; ++a) {
            kiwi::Variable x;
            kiwi::Solver s;
            kiwi::Constraint ge(kiwi::Expression(kiwi::Term(x, 1.0), -10.0), kiwi::OP_GE);
            kiwi::Constraint eq(kiwi::Expression(kiwi::Term(x, 1.0), -5.0), kiwi::OP_EQ);
            s.addConstraint(ge);
            auto t1 = Clock::now();
            try {
                s.addConstraint(eq);
            } catch (const kiwi::UnsatisfiableConstraint&) {
                ++u;
            }
            total += msSince(t1);
            s.updateVariables();
            violatedAfter += ge.violated() ? 1 : 0;
        }
        Checksums z;
        char ex[160];
        std::snprintf(ex, sizeof ex, "op=failed_addConstraint(fresh 1-constraint solver) unsat=%d x>=10_violated_after=%d",
                      u, violatedAfter);
        result("W4tiny", 1, 1, 1, reps, total, z, 0, ex);
    }
}

void dump(const Workload& w) {
    for (const auto& c : w.cons) std::printf("%s\n", canonLine(c).c_str());
    std::fprintf(stderr, "constraints=%zu vars=%d spec_hash=%016" PRIx64 "\n", w.cons.size(), w.nvars, specHash(w));
}

void printValues(const Workload& w) {
    Instance in = instantiate(w);
    kiwi::Solver solver;
    for (const auto& c : in.cons) solver.addConstraint(c);
    solver.updateVariables();
    for (int k = 0; k < w.nvars; ++k) std::printf("%d %.6f\n", k, in.vars[k].value());
}

bool want(const char* only, const char* name) {
    if (!only || !*only) return true;
    std::string s = std::string(",") + only + ",";
    return s.find(std::string(",") + name + ",") != std::string::npos;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc >= 3 && std::strcmp(argv[1], "--dump") == 0) {
        int N = argc >= 4 ? std::atoi(argv[3]) : 1000;
        dump(std::strcmp(argv[2], "W5") == 0 ? genStack(N) : genGrid(N));
        return 0;
    }
    if (argc >= 3 && std::strcmp(argv[1], "--values") == 0) {
        int N = argc >= 4 ? std::atoi(argv[3]) : 1000;
        printValues(std::strcmp(argv[2], "W5") == 0 ? genStack(N) : genGrid(N));
        return 0;
    }
    const char* only = std::getenv("BENCH_ONLY");          // e.g. "W1,W2"
    const bool quick = std::getenv("BENCH_QUICK") != nullptr;
    if (std::getenv("BENCH_COUNT")) {
        g_count = true;
        runBuild("W1", genGrid(100), 2);
        runBuild("W1", genGrid(1000), 2);
        runEdit(1000, 10000);
        runChurn(1000, 20);
        runUnsat(1000, 4, 0);
        runBuild("W5", genStack(1000), 2);
        return 0;
    }

    if (want(only, "W1")) {
        runBuild("W1", genGrid(100), quick ? 20 : 200);
        runBuild("W1", genGrid(1000), quick ? 3 : 11);
        if (!std::getenv("BENCH_SKIP_10K")) runBuild("W1", genGrid(10000), 1);
    }
    if (want(only, "W2")) runEdit(1000, quick ? 1000 : 10000);
    if (want(only, "W3")) runChurn(1000, quick ? 5 : 20);
    if (want(only, "W4")) runUnsat(1000, quick ? 3 : 11, quick ? 20 : 200);
    if (want(only, "W5")) {
        runBuild("W5", genStack(250), quick ? 1 : 5);
        runBuild("W5", genStack(500), quick ? 1 : 3);
        runBuild("W5", genStack(1000), 1);
        if (!quick) runBuild("W5", genStack(2000), 1);
    }
    return 0;
}
