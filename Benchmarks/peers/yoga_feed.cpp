// The LayoutFrameworkBenchmark feed laid out by Yoga (C++), the peer of `bench feed`.
//
//   yoga_feed METRICS_FILE [--cells 10,20,...] [--reps R]
//
// METRICS_FILE comes from `bench feed --dump-text-metrics FILE` (see
// Sources/bench/Feed/FeedTextMetrics.swift): per label the line height, numberOfLines and each
// scalar's advance and kerning as OpenUIKit measures them. The measure functions below break
// lines exactly like OpenUIKit's TextLayout (greedy, at spaces and after hyphens; the texts are
// ASCII) and round to whole pixels of the screen, so both sides produce the same heights.
//
// Per cell the tree mirrors Sources/bench/Feed/FeedCell.swift (insets 8, gaps 2/4/8/16). Like
// `bench feed`, the main workloads size N items with ONE mannequin tree (as a collection view
// sizes cells, and as LayoutFrameworkBenchmark does): workload=feed-first points the text nodes
// at item i's labels, marks the 8 configured text nodes dirty and calls YGNodeCalculateLayout
// at width 375, for every item; workload=feed-relayout does the same at width 320.
// workload=feed-build (N=1) times building the mannequin tree and its first layout.
// workload=feed-fresh-first times building N cell trees and their first YGNodeCalculateLayout
// at 375; workload=feed-fresh-relayout the layout of those trees at 320. total_ms is thread CPU
// time (wall_ms beside it), like `bench feed`. The median of the repetitions is printed in the
// RESULT format of kiwi/bench.cpp (checksum = sum of llround(height x 1000), checksum2 = sum of
// heights in pixels, spec_hash = FNV-1a of the texts, as `bench feed` prints them).
#include <yoga/Yoga.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <functional>
#include <malloc.h>
#include <sstream>
#include <string>
#include <time.h>
#include <vector>

namespace {

struct Label {
  double lineHeight = 0;
  int maxLines = 1;
  std::vector<uint32_t> scalars;
  std::vector<double> advances;
  std::vector<double> kerning;
};

double gScale = 3;
bool buildOnce = true;  // feed-build is printed once, with the first cell count

double pixelCeil(double v) { return gScale > 0 ? std::ceil(v * gScale) / gScale : std::ceil(v); }

bool isSpace(uint32_t c) { return c == 0x20 || c == 0x09 || c == 0x3000; }

// The width of scalars [a, b) on one line.
double widthOf(const Label& l, size_t a, size_t b) {
  double w = 0;
  for (size_t i = a; i < b; ++i) {
    if (i > a) w += l.kerning[i];
    w += l.advances[i];
  }
  return w;
}

// OpenUIKit's LineBreaker.lineEnd: where the line starting at `start` ends.
size_t lineEnd(const Label& l, size_t start, double limit) {
  const double eps = 1e-6;
  const size_t n = l.scalars.size();
  double width = 0, visible = 0;
  long lastBreak = -1;
  for (size_t i = start; i < n; ++i) {
    if (i > start) width += l.kerning[i];
    width += l.advances[i];
    const bool space = isSpace(l.scalars[i]);
    if (!space) visible = width;
    if (visible > limit + eps && i > start && !space) {
      if (lastBreak > static_cast<long>(start)) return static_cast<size_t>(lastBreak);
      return i;
    }
    if (space && (i + 1 >= n || !isSpace(l.scalars[i + 1]))) {
      lastBreak = static_cast<long>(i + 1);
    } else if (!space && l.scalars[i] == 0x2D && i + 1 < n && !isSpace(l.scalars[i + 1]) &&
               i > start) {
      lastBreak = static_cast<long>(i + 1);
    }
  }
  return n;
}

// The label's size wrapped at `limit` (infinity: one line), rounded up to pixels.
YGSize measureLabel(const Label& l, double limit) {
  const size_t n = l.scalars.size();
  if (n == 0) return YGSize{0, 0};
  if (l.maxLines == 1 || !(limit > 0)) limit = INFINITY;
  const size_t maxLines = l.maxLines <= 0 ? SIZE_MAX : static_cast<size_t>(l.maxLines);
  size_t lines = 0, start = 0;
  double widest = 0;
  while (start < n && lines < maxLines) {
    size_t end = lineEnd(l, start, limit);
    size_t visibleEnd = end;
    while (visibleEnd > start && isSpace(l.scalars[visibleEnd - 1])) --visibleEnd;
    widest = std::max(widest, std::min(widthOf(l, start, visibleEnd), limit));
    ++lines;
    start = end;
    while (start < n && isSpace(l.scalars[start])) ++start;
  }
  return YGSize{static_cast<float>(pixelCeil(widest)),
                static_cast<float>(pixelCeil(static_cast<double>(lines) * l.lineHeight))};
}

YGSize measureFunc(YGNodeRef node, float width, YGMeasureMode widthMode, float, YGMeasureMode) {
  const Label* l = static_cast<const Label*>(YGNodeGetContext(node));
  double limit = widthMode == YGMeasureModeUndefined || std::isnan(width) ? INFINITY : width;
  return measureLabel(*l, limit);
}

YGNodeRef node(YGConfigRef config) { return YGNodeNewWithConfig(config); }

YGNodeRef text(YGConfigRef config, const Label* label) {
  YGNodeRef n = YGNodeNewWithConfig(config);
  YGNodeSetContext(n, const_cast<Label*>(label));
  YGNodeSetMeasureFunc(n, measureFunc);
  return n;
}

YGNodeRef image(YGConfigRef config, float w, float h) {
  YGNodeRef n = YGNodeNewWithConfig(config);
  YGNodeStyleSetWidth(n, w);
  YGNodeStyleSetHeight(n, h);
  YGNodeStyleSetFlexShrink(n, 0);
  return n;
}

void add(YGNodeRef parent, YGNodeRef child) {
  YGNodeInsertChild(parent, child, YGNodeGetChildCount(parent));
}

// One feed cell; `labels` points at its 11 labels in FeedCell.labels order: action, name,
// headline, time, poster comment, title, domain, like, comment, share, actor comment.
YGNodeRef buildCell(YGConfigRef config, const Label* labels) {
  YGNodeRef root = node(config);
  YGNodeStyleSetPadding(root, YGEdgeAll, 8);
  YGNodeStyleSetAlignItems(root, YGAlignFlexStart);

  add(root, text(config, &labels[0]));  // top bar

  YGNodeRef profile = node(config);  // mini profile
  YGNodeStyleSetFlexDirection(profile, YGFlexDirectionRow);
  YGNodeStyleSetAlignItems(profile, YGAlignFlexStart);
  YGNodeStyleSetAlignSelf(profile, YGAlignStretch);
  YGNodeStyleSetMargin(profile, YGEdgeTop, 8);
  add(profile, image(config, 50, 50));
  YGNodeRef info = node(config);
  YGNodeStyleSetMargin(info, YGEdgeLeft, 8);
  YGNodeStyleSetFlexGrow(info, 1);
  YGNodeStyleSetFlexShrink(info, 1);
  YGNodeStyleSetFlexBasis(info, 0);
  YGNodeStyleSetAlignItems(info, YGAlignFlexStart);
  add(info, text(config, &labels[1]));
  YGNodeRef headline = text(config, &labels[2]);
  YGNodeStyleSetMargin(headline, YGEdgeTop, 2);
  YGNodeStyleSetAlignSelf(headline, YGAlignStretch);
  add(info, headline);
  YGNodeRef time = text(config, &labels[3]);
  YGNodeStyleSetMargin(time, YGEdgeTop, 2);
  add(info, time);
  add(profile, info);
  add(root, profile);

  YGNodeRef comment = text(config, &labels[4]);  // poster comment
  YGNodeStyleSetMargin(comment, YGEdgeTop, 8);
  YGNodeStyleSetAlignSelf(comment, YGAlignStretch);
  add(root, comment);

  YGNodeRef content = image(config, 350, 200);  // mini content
  YGNodeStyleSetMaxWidthPercent(content, 100);
  YGNodeStyleSetMargin(content, YGEdgeTop, 8);
  add(root, content);
  YGNodeRef title = text(config, &labels[5]);
  YGNodeStyleSetMargin(title, YGEdgeTop, 4);
  add(root, title);
  YGNodeRef domain = text(config, &labels[6]);
  YGNodeStyleSetMargin(domain, YGEdgeTop, 2);
  add(root, domain);

  YGNodeRef actions = node(config);  // Like / Comment / Share
  YGNodeStyleSetFlexDirection(actions, YGFlexDirectionRow);
  YGNodeStyleSetAlignItems(actions, YGAlignFlexStart);
  YGNodeStyleSetMargin(actions, YGEdgeTop, 8);
  add(actions, text(config, &labels[7]));
  for (int k = 8; k <= 9; ++k) {
    YGNodeRef action = text(config, &labels[k]);
    YGNodeStyleSetMargin(action, YGEdgeLeft, 16);
    add(actions, action);
  }
  add(root, actions);

  YGNodeRef row = node(config);  // comment row
  YGNodeStyleSetFlexDirection(row, YGFlexDirectionRow);
  YGNodeStyleSetAlignItems(row, YGAlignFlexStart);
  YGNodeStyleSetAlignSelf(row, YGAlignStretch);
  YGNodeStyleSetMargin(row, YGEdgeTop, 8);
  add(row, image(config, 50, 50));
  YGNodeRef actor = text(config, &labels[10]);
  YGNodeStyleSetMargin(actor, YGEdgeLeft, 8);
  YGNodeStyleSetFlexGrow(actor, 1);
  YGNodeStyleSetFlexShrink(actor, 1);
  YGNodeStyleSetFlexBasis(actor, 0);
  add(row, actor);
  add(root, row);
  return root;
}

// The instruction-count regions: a printed (non-warm-up) run calls each workload's timed work
// through its own never-inlined function, so `valgrind --tool=callgrind` + callgrind_annotate
// --inclusive=yes give each workload's instructions (run with --reps 1). The distinct counters
// keep the compiler from folding the five identical bodies into one.
volatile long gRegionCalls[5];
__attribute__((noinline)) void counted_feed_build(const std::function<void()>& f) { gRegionCalls[0] = gRegionCalls[0] + 1; f(); }
__attribute__((noinline)) void counted_feed_first(const std::function<void()>& f) { gRegionCalls[1] = gRegionCalls[1] + 2; f(); }
__attribute__((noinline)) void counted_feed_relayout(const std::function<void()>& f) { gRegionCalls[2] = gRegionCalls[2] + 3; f(); }
__attribute__((noinline)) void counted_feed_fresh_first(const std::function<void()>& f) { gRegionCalls[3] = gRegionCalls[3] + 4; f(); }
__attribute__((noinline)) void counted_feed_fresh_relayout(const std::function<void()>& f) { gRegionCalls[4] = gRegionCalls[4] + 5; f(); }
void region(bool counted, void (*counter)(const std::function<void()>&), const std::function<void()>& f) {
  if (counted) counter(f); else f();
}

// Thread CPU time in milliseconds (as `bench feed`'s total_ms), and wall-clock milliseconds.
double cpuMs() {
  timespec spec;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec);
  return static_cast<double>(spec.tv_sec) * 1e3 + static_cast<double>(spec.tv_nsec) * 1e-6;
}

double wallMs() {
  using namespace std::chrono;
  return duration<double, std::milli>(steady_clock::now().time_since_epoch()).count();
}

double median(std::vector<double> v) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  size_t n = v.size();
  return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

std::string specHash(const std::vector<Label>& labels, size_t count) {
  uint32_t h = 2166136261u;
  auto mix = [&](uint32_t v) { h = (h ^ v) * 16777619u; };
  for (size_t i = 0; i < count; ++i) {
    for (uint32_t s : labels[i].scalars) mix(s);
    mix(0xFFFFFFFFu);
    mix(static_cast<uint32_t>(labels[i].maxLines));
  }
  char buf[16];
  std::snprintf(buf, sizeof buf, "%08x", h);
  return buf;
}

struct Sums {
  long long thousandths = 0, pixels = 0;
  void add(double h) {
    thousandths += std::llround(h * 1000);
    pixels += std::llround(h * gScale);
  }
};

void printResult(const char* workload, int cells, double ms, double wall, const Sums& s,
                 const std::string& hash, int reps) {
  std::printf(
      "RESULT impl=yoga-1.19 workload=%s N=%d constraints=0 vars=0 ops=%d total_ms=%.3f "
      "ns_per_op=%.1f checksum=%lld checksum2=%lld spec_hash=%s wall_ms=%.3f clock=thread-cpu "
      "reps=%d nodes_per_cell=19\n",
      workload, cells, cells, ms, ms * 1e6 / cells, s.thousandths, s.pixels, hash.c_str(), wall,
      reps);
  std::fflush(stdout);
}

// The 8 labels `FeedCell.configure` sets (the like / comment / share texts never change).
const int kConfigured[] = {0, 1, 2, 3, 4, 5, 6, 10};

// The mannequin: one tree whose text nodes point at the current item's labels.
struct Mannequin {
  YGNodeRef root = nullptr;
  std::vector<YGNodeRef> texts;  // in FeedCell.labels order
};

void collectTexts(YGNodeRef node, std::vector<YGNodeRef>& out) {
  if (YGNodeHasMeasureFunc(node)) out.push_back(node);
  for (uint32_t i = 0; i < YGNodeGetChildCount(node); ++i) collectTexts(YGNodeGetChild(node, i), out);
}

Mannequin buildMannequin(YGConfigRef config, const Label* labels) {
  Mannequin m;
  m.root = buildCell(config, labels);
  collectTexts(m.root, m.texts);  // depth first: the order the cell adds them in
  return m;
}

// Shows item `labels` in the mannequin and lays it out at `width`; returns the height.
double fitItem(Mannequin& m, const Label* labels, float width) {
  for (int k = 0; k < 11; ++k) YGNodeSetContext(m.texts[k], const_cast<Label*>(&labels[k]));
  for (int k : kConfigured) YGNodeMarkDirty(m.texts[k]);
  YGNodeCalculateLayout(m.root, width, YGUndefined, YGDirectionLTR);
  return YGNodeLayoutGetHeight(m.root);
}

// Runs the mannequin workloads for `cells` items and prints their RESULT lines when `print`.
void runMannequin(YGConfigRef config, const std::vector<Label>& labels, int perCell, int cells,
                  int reps, bool print) {
  std::vector<double> build, first, relayout, buildWall, firstWall, relayoutWall;
  Sums buildSums, firstSums, relayoutSums;
  for (int rep = 0; rep < reps; ++rep) {
    Sums s0, a, b;
    double w0 = wallMs(), t0 = cpuMs();
    Mannequin m;
    region(print, counted_feed_build, [&] {
      m = buildMannequin(config, &labels[0]);
      YGNodeCalculateLayout(m.root, 375, YGUndefined, YGDirectionLTR);
      s0.add(YGNodeLayoutGetHeight(m.root));
    });
    double t1 = cpuMs(), w1 = wallMs();
    region(print, counted_feed_first, [&] {
      for (int c = 0; c < cells; ++c) a.add(fitItem(m, &labels[static_cast<size_t>(c) * perCell], 375));
    });
    double t2 = cpuMs(), w2 = wallMs();
    region(print, counted_feed_relayout, [&] {
      for (int c = 0; c < cells; ++c) b.add(fitItem(m, &labels[static_cast<size_t>(c) * perCell], 320));
    });
    double t3 = cpuMs(), w3 = wallMs();
    build.push_back(t1 - t0);
    first.push_back(t2 - t1);
    relayout.push_back(t3 - t2);
    buildWall.push_back(w1 - w0);
    firstWall.push_back(w2 - w1);
    relayoutWall.push_back(w3 - w2);
    buildSums = s0;
    firstSums = a;
    relayoutSums = b;
    YGNodeFreeRecursive(m.root);
  }
  if (print) {
    std::string hash = specHash(labels, static_cast<size_t>(cells) * perCell);
    printResult("feed-first", cells, median(first), median(firstWall), firstSums, hash, reps);
    printResult("feed-relayout", cells, median(relayout), median(relayoutWall), relayoutSums, hash,
                reps);
    std::fprintf(stderr, "yoga feed (mannequin) N=%d: first %.3f ms, relayout %.3f ms\n", cells,
                 median(first), median(relayout));
  }
  if (print && buildOnce) {
    buildOnce = false;
    std::string hash = specHash(labels, static_cast<size_t>(perCell));
    printResult("feed-build", 1, median(build), median(buildWall), buildSums, hash, reps);
  }
}

// Runs the fresh-cells workloads for `cells` cells and prints their RESULT lines when `print`.
void run(YGConfigRef config, const std::vector<Label>& labels, int perCell, int cells, int reps,
           bool print) {
  std::vector<double> first, relayout, firstWall, relayoutWall;
  Sums firstSums, relayoutSums;
  double liveBytes = 0;
  for (int rep = 0; rep < reps; ++rep) {
    std::vector<YGNodeRef> roots;
    roots.reserve(cells);
    Sums a, b;
    const size_t heapBefore = mallinfo2().uordblks + mallinfo2().hblkhd;
    double w0 = wallMs(), t0 = cpuMs();
    region(print, counted_feed_fresh_first, [&] {
      for (int c = 0; c < cells; ++c) {
        YGNodeRef root = buildCell(config, &labels[static_cast<size_t>(c) * perCell]);
        YGNodeCalculateLayout(root, 375, YGUndefined, YGDirectionLTR);
        a.add(YGNodeLayoutGetHeight(root));
        roots.push_back(root);
      }
    });
    double t1 = cpuMs(), w1 = wallMs();
    // Live heap bytes of the N laid-out trees (glibc's allocator statistics, as `bench layout`
    // measures its views): uordblks + hblkhd after the first layout minus before building.
    liveBytes = static_cast<double>(mallinfo2().uordblks + mallinfo2().hblkhd) - static_cast<double>(heapBefore);
    region(print, counted_feed_fresh_relayout, [&] {
      for (YGNodeRef root : roots) {
        YGNodeCalculateLayout(root, 320, YGUndefined, YGDirectionLTR);
        b.add(YGNodeLayoutGetHeight(root));
      }
    });
    double t2 = cpuMs(), w2 = wallMs();
    first.push_back(t1 - t0);
    relayout.push_back(t2 - t1);
    firstWall.push_back(w1 - w0);
    relayoutWall.push_back(w2 - w1);
    firstSums = a;
    relayoutSums = b;
    for (YGNodeRef root : roots) YGNodeFreeRecursive(root);
  }
  if (print) {
    std::string hash = specHash(labels, static_cast<size_t>(cells) * perCell);
    printResult("feed-fresh-first", cells, median(first), median(firstWall), firstSums, hash,
                reps);
    printResult("feed-fresh-relayout", cells, median(relayout), median(relayoutWall),
                relayoutSums, hash, reps);
    const int nodes = cells * 19;
    std::printf("MEMORY impl=yoga-1.19 workload=feed-fresh-first N=%d nodes=%d live_bytes=%.0f "
                "bytes_per_node=%.1f bytes_per_cell=%.1f source=mallinfo2.uordblks+hblkhd\n",
                cells, nodes, liveBytes, liveBytes / nodes, liveBytes / cells);
    std::fprintf(stderr, "yoga feed (fresh) N=%d: first %.3f ms, relayout %.3f ms\n", cells,
                 median(first), median(relayout));
  }
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: yoga_feed METRICS_FILE [--cells LIST] [--reps R]\n");
    return 2;
  }
  std::vector<int> cellCounts = {10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 1000};
  int reps = 0;
  for (int i = 2; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--cells") && i + 1 < argc) {
      cellCounts.clear();
      std::stringstream list(argv[++i]);
      std::string item;
      while (std::getline(list, item, ',')) cellCounts.push_back(std::atoi(item.c_str()));
    } else if (!std::strcmp(argv[i], "--reps") && i + 1 < argc) {
      reps = std::atoi(argv[++i]);
    } else if (!std::strcmp(argv[i], "--quick")) {
      reps = 1;
    } else {
      std::fprintf(stderr, "yoga_feed: unknown option %s\n", argv[i]);
      return 2;
    }
  }
  std::ifstream in(argv[1]);
  std::string magic;
  int version = 0, fileCells = 0, perCell = 0;
  std::string hash;
  if (!(in >> magic >> version >> fileCells >> perCell >> gScale >> hash) ||
      magic != "feedmetrics" || version != 1 || perCell != 11) {
    std::fprintf(stderr, "yoga_feed: %s is not a feed text table (version 1)\n", argv[1]);
    return 1;
  }
  std::vector<Label> labels(static_cast<size_t>(fileCells) * perCell);
  for (Label& l : labels) {
    size_t n = 0;
    if (!(in >> l.lineHeight >> l.maxLines >> n)) {
      std::fprintf(stderr, "yoga_feed: truncated table\n");
      return 1;
    }
    l.scalars.resize(n);
    l.advances.resize(n);
    l.kerning.resize(n);
    for (size_t i = 0; i < n; ++i) in >> l.scalars[i] >> l.advances[i] >> l.kerning[i];
    for (uint32_t s : l.scalars) {
      if (s >= 0x80 || s == 0x0A || s == 0x0D) {
        std::fprintf(stderr, "yoga_feed: only ASCII texts without newlines are supported\n");
        return 1;
      }
    }
  }
  YGConfigRef config = YGConfigNew();
  YGConfigSetPointScaleFactor(config, static_cast<float>(gScale));
  std::printf("# yoga_feed: impl=yoga-1.19 (poga sdist), g++ -O3\n");
  run(config, labels, perCell, std::min(10, fileCells), 1, false);  // warm-up
  runMannequin(config, labels, perCell, std::min(10, fileCells), 1, false);
  for (int cells : cellCounts) {
    if (cells > fileCells) {
      std::fprintf(stderr, "yoga_feed: the table has only %d cells\n", fileCells);
      return 1;
    }
    int r = reps > 0 ? reps : (cells >= 1000 ? 3 : 9);
    runMannequin(config, labels, perCell, cells, r, true);
    run(config, labels, perCell, cells, r, true);
  }
  YGConfigFree(config);
  return 0;
}
