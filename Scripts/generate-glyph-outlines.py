#!/usr/bin/env python3
"""Generates Sources/LayoutSnapshot/Text/GeneratedGlyphOutlines.swift: the outlines of the
glyphs Scripts/generate-font-metrics.py measures (Inter Display's nine weights for Latin,
Cyrillic and punctuation; Nanum Gothic Regular and Bold for Hangul), which LayoutSnapshot's
rasterizer fills and its SVG renderer writes as paths.

Same sources and usage as generate-font-metrics.py (Debian's fonts-inter 4.0~beta7+ds-1 and
fonts-nanum 20200506-1, both SIL OFL 1.1; the notice is GeneratedGlyphOutlines-OFL.txt):
  python3 Scripts/generate-glyph-outlines.py /tmp/fonts/x \
    > Sources/LayoutSnapshot/Text/GeneratedGlyphOutlines.swift
(or with / as the root where the packages are installed). The output is deterministic.

Blob: base64 of a raw deflate stream (zlib level 9, no header) of bytes. Numbers are
unsigned LEB128 varints ("u"), signed ones zigzag-encoded first ("s").
  "OUGO", version u
  fontCount u; per font: unitsPerEm u, glyphCount u, glyphCount x (length u, record bytes)
  rangeCount u; per range: first u, count u, kind u (0: Inter, 1: Nanum)
  weightCount u; per weight: interFont u, nanumFont u
  per font: mapCount u, mapCount x (glyph + 1) u, for every scalar of its kind's ranges in
    order (0: the font lacks it)
A glyph record (coordinates in font units, y up, each point a delta from the previous one):
  0, contourCount u; per contour: segmentCount u, start (dx s, dy s),
     ceil(segmentCount / 4) bytes of 2-bit segment kinds (low bits first; 0 line, 1 quadratic,
     2 cubic), then each segment's points (1, 2 or 3 of dx s, dy s); contours are closed
  1, componentCount u; per component: glyph u, dx s, dy s (a translated copy of a glyph)
"""
import base64
import os
import sys
import zlib

from fontTools.pens.basePen import BasePen
from fontTools.ttLib import TTFont

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = open(os.path.join(HERE, "generate-font-metrics.py")).read()
# The metrics script's tables (its main() is not run).
namespace = {}
exec(SOURCE.split("\ndef pair_kerning")[0], namespace)
WEIGHTS, RANGES = namespace["WEIGHTS"], namespace["RANGES"]


def u(n):
  out = bytearray()
  while True:
    b = n & 0x7F
    n >>= 7
    if n:
      out.append(b | 0x80)
    else:
      out.append(b)
      return bytes(out)


def s(n):
  return u((n << 1) if n >= 0 else ((-n << 1) - 1))


class RecordingPen(BasePen):
  """Contours as lists of (kind, points), rounded to integer font units."""

  def __init__(self, glyphset):
    super().__init__(glyphset)
    self.contours = []
    self.current = None

  def _moveTo(self, p):
    self.current = [(round(p[0]), round(p[1])), []]
    self.contours.append(self.current)

  def _lineTo(self, p):
    self.current[1].append((0, [(round(p[0]), round(p[1]))]))

  def _qCurveToOne(self, p1, p2):
    self.current[1].append((1, [(round(p1[0]), round(p1[1])), (round(p2[0]), round(p2[1]))]))

  def _curveToOne(self, p1, p2, p3):
    self.current[1].append((2, [tuple(map(round, p)) for p in (p1, p2, p3)]))

  def _closePath(self):
    self.current = None

  def _endPath(self):
    self.current = None


def simple_record(contours):
  out = bytearray([0]) + u(len(contours))
  px, py = 0, 0
  for start, segments in contours:
    # Drop a closing line back to the start (contours are closed implicitly).
    if segments and segments[-1][0] == 0 and segments[-1][1][0] == start:
      segments = segments[:-1]
    out += u(len(segments))
    out += s(start[0] - px) + s(start[1] - py)
    px, py = start
    kinds = bytearray((len(segments) + 3) // 4)
    for i, (k, _) in enumerate(segments):
      kinds[i // 4] |= k << (2 * (i % 4))
    out += kinds
    for _, pts in segments:
      for x, y in pts:
        out += s(x - px) + s(y - py)
        px, py = x, y
  return bytes(out)


class Font:
  def __init__(self, path):
    self.tt = TTFont(path)
    self.upm = self.tt["head"].unitsPerEm
    self.glyphset = self.tt.getGlyphSet()
    self.cmap = self.tt.getBestCmap()
    self.order = {name: i for i, name in enumerate(self.tt.getGlyphOrder())}
    self.glyf = self.tt["glyf"] if "glyf" in self.tt else None
    self.names = []  # glyph names stored, in font order after closure

  def components(self, name):
    """The components (name, dx, dy) of a translated-only composite, else None."""
    if self.glyf is None:
      return None
    g = self.glyf[name]
    if not g.isComposite():
      return None
    out = []
    for c in g.components:
      # Scaled or point-matched components are stored as plain outlines instead.
      if hasattr(c, "transform") or getattr(c, "firstPt", None) is not None:
        return None
      out.append((c.glyphName, c.x, c.y))
    return out

  def close(self, names):
    needed = set()
    stack = list(names)
    while stack:
      n = stack.pop()
      if n in needed:
        continue
      needed.add(n)
      comps = self.components(n)
      if comps:
        stack += [c[0] for c in comps]
    self.names = sorted(needed, key=lambda n: self.order[n])
    self.index = {n: i for i, n in enumerate(self.names)}

  def record(self, name):
    comps = self.components(name)
    if comps:
      out = bytearray([1]) + u(len(comps))
      for cname, dx, dy in comps:
        out += u(self.index[cname]) + s(dx) + s(dy)
      return bytes(out)
    pen = RecordingPen(self.glyphset)
    self.glyphset[name].draw(pen)
    return simple_record([(c[0], c[1]) for c in pen.contours])


def main():
  root = sys.argv[1]
  inter_dir = os.path.join(root, "usr/share/fonts/opentype/inter")
  nanum_dir = os.path.join(root, "usr/share/fonts/truetype/nanum")
  files = []
  weights = []
  for inter_name, nanum_name in WEIGHTS:
    for name in (inter_name, nanum_name):
      if name not in files:
        files.append(name)
    weights.append((files.index(inter_name), files.index(nanum_name)))
  fonts = [Font(os.path.join(inter_dir if f.endswith(".otf") else nanum_dir, f)) for f in files]
  kinds = {"latin": 0, "hangul": 1}
  maps = []
  for i, font in enumerate(fonts):
    kind = 0 if files[i].endswith(".otf") else 1
    scalars = [cp for first, last, src, _ in RANGES if kinds[src] == kind
               for cp in range(first, last + 1)]
    names = [font.cmap.get(cp) for cp in scalars]
    font.close([n for n in names if n])
    maps.append([font.index[n] + 1 if n else 0 for n in names])
  out = bytearray(b"OUGO") + u(1) + u(len(fonts))
  for font in fonts:
    out += u(font.upm) + u(len(font.names))
    for name in font.names:
      r = font.record(name)
      out += u(len(r)) + r
  out += u(len(RANGES))
  for first, last, src, _ in RANGES:
    out += u(first) + u(last - first + 1) + u(kinds[src])
  out += u(len(weights))
  for a, b in weights:
    out += u(a) + u(b)
  for m in maps:
    out += u(len(m))
    for v in m:
      out += u(v)
  comp = zlib.compressobj(9, zlib.DEFLATED, -15, 9)
  packed = comp.compress(bytes(out)) + comp.flush()
  blob = base64.b64encode(packed).decode("ascii")
  lines = [blob[i:i + 96] for i in range(0, len(blob), 96)]
  w = sys.stdout.write
  w("// Generated by Scripts/generate-glyph-outlines.py from Debian's fonts-inter\n")
  w("// 4.0~beta7+ds-1 (Inter Display 3.019, SIL OFL 1.1) and fonts-nanum 20200506-1 (Nanum Gothic,\n")
  w("// SIL OFL 1.1; see GeneratedGlyphOutlines-OFL.txt). Do not edit.\n\n")
  w("/// The packed glyph outlines of the fonts OpenUIKit measures text with.\n")
  w("enum GeneratedGlyphOutlines {\n")
  w("  /// Base64 of raw deflate; the layout is described in the script.\n")
  w("  static let blob: String = \"\"\"\n")
  for line in lines:
    w("    " + line + "\n")
  w("    \"\"\"\n\n")
  w("  /// The size of the inflated blob in bytes.\n")
  w("  static let inflatedSize = %d\n}\n" % len(out))
  sys.stderr.write("fonts %d, glyphs %s, raw %d, deflated %d\n" % (
    len(fonts), [len(f.names) for f in fonts], len(out), len(packed)))


main()
