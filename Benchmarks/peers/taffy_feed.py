#!/usr/bin/env python3
"""The LayoutFrameworkBenchmark feed laid out by Taffy (Rust, through `stretchable` from PyPI).

usage: taffy_feed.py METRICS_FILE [--cells 10,20,...] [--reps R] [--count WORKLOAD]

The peer of `bench feed` and of yoga_feed.cpp: the same tree per cell (insets 8, gaps 2/4/8/16,
19 nodes), the same text table (`bench feed --dump-text-metrics FILE`) and the same greedy line
breaking, rounded up to whole pixels of the screen. Unlike the other two, only Taffy's layout
computation is timed (`Node.compute_layout`): building the nodes goes through Python objects
whose cost is the binding's, not Taffy's. Taffy calls the measure functions back into Python,
so the timed figure includes those calls (an upper bound on Taffy's own cost); the harness
replaces stretchable's per-call wrapper with a lean one and caches each node's text sizes by
width until the node shows another label, as Yoga's per-node cache does.

Workloads (RESULT lines in the format of kiwi/bench.cpp, total_ms = thread CPU time):
feed-build (N=1: the first compute_layout of a fresh tree), feed-first / feed-relayout (ONE
mannequin tree whose text nodes are pointed at item i's labels, marked dirty and laid out at 375,
then at 320), feed-fresh-first / feed-fresh-relayout (N fresh trees, each laid out at 375, then
at 320). --count WORKLOAD runs that workload once at the largest N (no warm-up, nothing printed
but the heights' checksum) for `valgrind --tool=callgrind
--toggle-collect=*__pyfunction_node_compute_layout_with_measure*` (the Rust function only: a
pattern that also matches PyO3's trampoline toggles collection off again inside it).
"""
import math
import statistics
import sys
import time

import stretchable.node as stretchable_node
from stretchable import Node, Style
from stretchable.style import PCT, AlignItems, AlignSelf, FlexDirection
from stretchable.style.geometry.length import Scale
from stretchable.style.geometry.size import SizePoints

SCALE = 3.0


class Label:
    __slots__ = ("line_height", "max_lines", "scalars", "advances", "kerning")


def load(path):
    tokens = open(path).read().split()
    magic, version, cells, per_cell, scale, spec = tokens[:6]
    if magic != "feedmetrics" or version != "1" or per_cell != "11":
        raise SystemExit("taffy_feed: %s is not a feed text table (version 1)" % path)
    global SCALE
    SCALE = float(scale)
    pos = 6
    labels = []
    for _ in range(int(cells) * 11):
        label = Label()
        label.line_height = float(tokens[pos])
        label.max_lines = int(tokens[pos + 1])
        n = int(tokens[pos + 2])
        pos += 3
        label.scalars = [int(t) for t in tokens[pos:pos + 3 * n:3]]
        label.advances = [float(t) for t in tokens[pos + 1:pos + 3 * n:3]]
        label.kerning = [float(t) for t in tokens[pos + 2:pos + 3 * n:3]]
        pos += 3 * n
        labels.append(label)
    return int(cells), labels


def pixel_ceil(v):
    return math.ceil(v * SCALE) / SCALE if SCALE > 0 else math.ceil(v)


def is_space(c):
    return c in (0x20, 0x09, 0x3000)


def width_of(l, a, b):
    w = 0.0
    for i in range(a, b):
        if i > a:
            w += l.kerning[i]
        w += l.advances[i]
    return w


def line_end(l, start, limit):
    """OpenUIKit's LineBreaker.lineEnd, as yoga_feed.cpp implements it."""
    eps = 1e-6
    n = len(l.scalars)
    width = visible = 0.0
    last_break = -1
    for i in range(start, n):
        if i > start:
            width += l.kerning[i]
        width += l.advances[i]
        space = is_space(l.scalars[i])
        if not space:
            visible = width
        if visible > limit + eps and i > start and not space:
            return last_break if last_break > start else i
        if space and (i + 1 >= n or not is_space(l.scalars[i + 1])):
            last_break = i + 1
        elif not space and l.scalars[i] == 0x2D and i + 1 < n and not is_space(l.scalars[i + 1]) and i > start:
            last_break = i + 1
    return n


def measure_label(l, limit):
    n = len(l.scalars)
    if n == 0:
        return 0.0, 0.0
    if l.max_lines == 1 or not (limit > 0):
        limit = math.inf
    max_lines = math.inf if l.max_lines <= 0 else l.max_lines
    lines = start = 0
    widest = 0.0
    while start < n and lines < max_lines:
        end = line_end(l, start, limit)
        visible_end = end
        while visible_end > start and is_space(l.scalars[visible_end - 1]):
            visible_end -= 1
        widest = max(widest, min(width_of(l, start, visible_end), limit))
        lines += 1
        start = end
        while start < n and is_space(l.scalars[start]):
            start += 1
    return pixel_ceil(widest), pixel_ceil(lines * l.line_height)


def fast_measure_callback(nodes, known_width, known_height, available_width, available_height, context):
    """Replaces stretchable's callback wrapper, which builds several Python objects per call:
    what is timed should be Taffy, not the binding. Each text node caches its sizes by width
    until it shows another label (as Yoga's per-node measure cache does)."""
    node = nodes.get(context) if context and context > 0 else None
    if node is None:
        return (0.0, 0.0)
    if known_width == known_width and known_height == known_height:
        return (known_width, known_height)
    if known_width == known_width:
        limit = known_width
    elif available_width["dim"] == Scale.POINTS:
        limit = available_width["value"]
    else:
        limit = math.inf
    size = node.sizes.get(limit)
    if size is None:
        size = node.sizes[limit] = measure_label(node.label, limit)
    return size


stretchable_node._measure_callback = fast_measure_callback


class TextNode(Node):
    """A node measured by the label it currently shows."""

    def __init__(self, label, **style):
        super().__init__(measure=TextNode.measure_text, style=Style(flex_shrink=0, **style))
        self.label = label
        self.sizes = {}

    def show(self, label):
        """Points the node at another label (the mannequin's reconfiguration)."""
        self.label = label
        self.sizes = {}

    @staticmethod
    def measure_text(node, known, available):
        if known.width and known.width.value == known.width.value and known.height and known.height.value == known.height.value:
            return SizePoints(known.width.value, known.height.value)
        space = available.width
        limit = space.value if space.scale.name == "POINTS" else math.inf
        if known.width and known.width.value == known.width.value:
            limit = known.width.value
        w, h = measure_label(node.label, limit)
        return SizePoints(w, h)


def box(**style):
    style.setdefault("flex_shrink", 0)
    style.setdefault("flex_direction", FlexDirection.COLUMN)  # Yoga's default
    return Node(style=Style(**style))


def build_cell(labels, width):
    """One feed cell as yoga_feed.cpp's buildCell; returns (root, texts in labels order)."""
    t = [TextNode(labels[k]) for k in range(11)]
    root = box(padding=8, align_items=AlignItems.START, size=(width, None))
    root.add(t[0])
    # min_size 0: CSS gives flex items a min-content minimum width (min-width: auto), Yoga
    # and Auto Layout do not; without it the long labels widen these two columns.
    info = box(margin=(0, 0, 0, 8), flex_grow=1, flex_shrink=1, flex_basis=0, min_size=(0, None),
               align_items=AlignItems.START)
    t[2].style = Style(flex_shrink=0, margin=(2, 0, 0, 0), align_self=AlignSelf.STRETCH)
    t[3].style = Style(flex_shrink=0, margin=(2, 0, 0, 0))
    info.add(t[1], t[2], t[3])
    profile = box(flex_direction=FlexDirection.ROW, align_items=AlignItems.START,
                  align_self=AlignSelf.STRETCH, margin=(8, 0, 0, 0))
    profile.add(box(size=(50, 50)), info)
    root.add(profile)
    t[4].style = Style(flex_shrink=0, margin=(8, 0, 0, 0), align_self=AlignSelf.STRETCH)
    root.add(t[4])
    root.add(box(size=(350, 200), max_size=(100 * PCT, None), margin=(8, 0, 0, 0)))
    t[5].style = Style(flex_shrink=0, margin=(4, 0, 0, 0))  # the title: 4 above, as in Yoga
    t[6].style = Style(flex_shrink=0, margin=(2, 0, 0, 0))
    root.add(t[5], t[6])
    actions = box(flex_direction=FlexDirection.ROW, align_items=AlignItems.START, margin=(8, 0, 0, 0))
    t[8].style = Style(flex_shrink=0, margin=(0, 0, 0, 16))
    t[9].style = Style(flex_shrink=0, margin=(0, 0, 0, 16))
    actions.add(t[7], t[8], t[9])
    root.add(actions)
    row = box(flex_direction=FlexDirection.ROW, align_items=AlignItems.START,
              align_self=AlignSelf.STRETCH, margin=(8, 0, 0, 0))
    t[10].style = Style(margin=(0, 0, 0, 8), flex_grow=1, flex_shrink=1, flex_basis=0, min_size=(0, None))
    row.add(box(size=(50, 50)), t[10])
    root.add(row)
    return root, t


def layout(root, width):
    root.style = Style(**{**_root_style, "size": (width, None)})
    root.compute_layout((width, math.nan))
    return root.border_box.height


_root_style = dict(padding=8, align_items=AlignItems.START, flex_shrink=0, flex_direction=FlexDirection.COLUMN)
CONFIGURED = (0, 1, 2, 3, 4, 5, 6, 10)


def cpu_ms():
    return time.thread_time() * 1e3


class Sums:
    def __init__(self):
        self.thousandths = 0
        self.pixels = 0

    def add(self, h):
        self.thousandths += round(h * 1000)
        self.pixels += round(h * SCALE)


def spec_hash(labels, count):
    h = 2166136261
    for l in labels[:count]:
        for s in l.scalars + [0xFFFFFFFF, l.max_lines & 0xFFFFFFFF]:
            h = ((h ^ s) * 16777619) & 0xFFFFFFFF
    return "%08x" % h


def result(workload, cells, ms, sums, spec, reps):
    print("RESULT impl=taffy-stretchable workload=%s N=%d constraints=0 vars=0 ops=%d total_ms=%.3f "
          "ns_per_op=%.1f checksum=%d checksum2=%d spec_hash=%s clock=thread-cpu timed=compute_layout "
          "reps=%d nodes_per_cell=19" % (workload, cells, cells, ms, ms * 1e6 / cells, sums.thousandths,
                                        sums.pixels, spec, reps), flush=True)


def time_layout(root, width):
    """Lays `root` out at `width`; returns (thread CPU ms of compute_layout, height)."""
    root.style = Style(**{**_root_style, "size": (width, None)})
    t0 = cpu_ms()
    root.compute_layout((width, math.nan))
    t1 = cpu_ms()
    return t1 - t0, pixel_round(root.border_box.height)


def pixel_round(v):
    return round(v * SCALE) / SCALE


def mannequin(labels, cells, reps, only=None):
    build, first, relayout = [], [], []
    for _ in range(reps):
        root, texts = build_cell(labels[0:11], 375)
        ms, h = time_layout(root, 375)
        build.append(ms)
        s0 = Sums(); s0.add(h)
        sums = []
        for width, out in ((375, first), (320, relayout)):
            total, s = 0.0, Sums()
            for c in range(cells):
                item = labels[c * 11:(c + 1) * 11]
                for k in range(11):
                    texts[k].show(item[k])
                for k in CONFIGURED:
                    texts[k].mark_dirty()
                ms, h = time_layout(root, width)
                total += ms
                s.add(h)
            out.append(total)
            sums.append(s)
    return (statistics.median(build), s0), (statistics.median(first), sums[0]), (statistics.median(relayout), sums[1])


def fresh(labels, cells, reps):
    first, relayout = [], []
    for _ in range(reps):
        roots = [build_cell(labels[c * 11:(c + 1) * 11], 375)[0] for c in range(cells)]
        sums = []
        for width, out in ((375, first), (320, relayout)):
            total, s = 0.0, Sums()
            for root in roots:
                ms, h = time_layout(root, width)
                total += ms
                s.add(h)
            out.append(total)
            sums.append(s)
        for root in roots:
            root.clear()
    return (statistics.median(first), sums[0]), (statistics.median(relayout), sums[1])


def main(argv):
    if len(argv) < 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    counts = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 1000]
    reps, count = None, None
    args = argv[2:]
    while args:
        a = args.pop(0)
        if a == "--cells":
            counts = [int(x) for x in args.pop(0).split(",")]
        elif a == "--reps":
            reps = int(args.pop(0))
        elif a == "--count":
            count = args.pop(0)
        else:
            print("taffy_feed: unknown option %s" % a, file=sys.stderr)
            return 2
    file_cells, labels = load(argv[1])
    if max(counts) > file_cells:
        print("taffy_feed: the table has only %d cells" % file_cells, file=sys.stderr)
        return 1
    if count:
        n = max(counts)
        if count in ("feed-build", "feed-first", "feed-relayout"):
            pick = {"feed-build": 0, "feed-first": 1, "feed-relayout": 2}[count]
            r = mannequin(labels, 1 if count == "feed-build" else n, 1)[pick]
        else:
            r = fresh(labels, n, 1)[0 if count == "feed-fresh-first" else 1]
        print("# taffy_feed --count %s: checksum=%d" % (count, r[1].thousandths))
        return 0
    print("# taffy_feed: impl=taffy-stretchable (Taffy through stretchable from PyPI)")
    mannequin(labels, min(10, file_cells), 1)  # warm-up
    fresh(labels, min(10, file_cells), 1)
    build_done = False
    for cells in counts:
        r = reps or (3 if cells >= 1000 else 9)
        b, f, rl = mannequin(labels, cells, r)
        result("feed-first", cells, f[0], f[1], spec_hash(labels, cells * 11), r)
        result("feed-relayout", cells, rl[0], rl[1], spec_hash(labels, cells * 11), r)
        if not build_done:
            build_done = True
            result("feed-build", 1, b[0], b[1], spec_hash(labels, 11), r)
        ff, fr = fresh(labels, cells, r)
        result("feed-fresh-first", cells, ff[0], ff[1], spec_hash(labels, cells * 11), r)
        result("feed-fresh-relayout", cells, fr[0], fr[1], spec_hash(labels, cells * 11), r)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
