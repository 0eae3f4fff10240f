#!/usr/bin/env python3
"""Generates Sources/OpenUIKit/Text/GeneratedFontMetrics.swift: the advance widths and pair
kerning OpenUIKit's built-in text measurer uses.

Sources (Debian 12 "bookworm" packages, both freely licensed):
  fonts-inter 4.0~beta7+ds-1   Inter Display (the font files report "Version 3.019"), SIL OFL
                               1.1: Inter's optical size for display text, whose spacing is
                               closest to SF Pro (see the DocC article "Measuring Text").
                               Latin, Latin Extended (incl. U+02BB and U+02BC), Cyrillic,
                               punctuation; GPOS pair kerning ('kern' feature).
  fonts-nanum 20200506-1       Nanum Gothic, SIL OFL 1.1. Hangul: every precomposed syllable
                               (U+AC00-U+D7A3) has one advance (940/1000 em) in Regular and
                               Bold, so the table stores a single width per weight for them;
                               compatibility jamo (U+3131-U+318E) are stored one by one.
Nanum advances are scaled from 1000 to Inter Display's 2048 units per em and rounded.

Usage:
  pip install fonttools
  mkdir -p /tmp/fonts && cd /tmp/fonts
  apt-get download fonts-inter fonts-nanum
  for f in *.deb; do dpkg-deb -x "$f" x; done
  python3 Scripts/generate-font-metrics.py /tmp/fonts/x > Sources/OpenUIKit/Text/GeneratedFontMetrics.swift

Blob layout (base64 of little-endian UInt16 words):
  magic 0x4F55, unitsPerEm, weightCount, rangeCount
  rangeCount x (firstScalar, count, uniform)         uniform 1: one advance for the range
  weightCount x advances                            in range order (one word per uniform range)
  weightCount x (pairCount_hi, pairCount_lo, pairCount x (left, right, value + 0x8000))
                                                     left/right: dense character indices
"""
import base64
import os
import struct
import sys

from fontTools.ttLib import TTFont

WEIGHTS = [  # UIFont.Weight order (ultraLight ... black) and the files used for each.
  ("InterDisplay-Thin.otf", "NanumGothic.ttf"),  # ultraLight: SF's thinnest weight
  ("InterDisplay-ExtraLight.otf", "NanumGothic.ttf"),  # thin
  ("InterDisplay-Light.otf", "NanumGothic.ttf"),
  ("InterDisplay-Regular.otf", "NanumGothic.ttf"),
  ("InterDisplay-Medium.otf", "NanumGothic.ttf"),
  ("InterDisplay-SemiBold.otf", "NanumGothicBold.ttf"),
  ("InterDisplay-Bold.otf", "NanumGothicBold.ttf"),
  ("InterDisplay-ExtraBold.otf", "NanumGothicBold.ttf"),
  ("InterDisplay-Black.otf", "NanumGothicBold.ttf"),
]

# (first, last, source, uniform); source "latin" = Inter, "hangul" = Nanum Gothic.
RANGES = [
  (0x0020, 0x007E, "latin", False),  # Basic Latin
  (0x00A0, 0x024F, "latin", False),  # Latin-1 Supplement, Latin Extended-A and -B
  (0x02B0, 0x02FF, "latin", False),  # Spacing modifier letters (Uzbek U+02BB, U+02BC)
  (0x0300, 0x036F, "latin", False),  # Combining diacritical marks
  (0x0400, 0x04FF, "latin", False),  # Cyrillic
  (0x1E00, 0x1EFF, "latin", False),  # Latin Extended Additional
  (0x2000, 0x206F, "latin", False),  # General punctuation (… ‘ ’ “ ” – —)
  (0x20A0, 0x20BF, "latin", False),  # Currency symbols
  (0x2100, 0x215F, "latin", False),  # Letterlike symbols, number forms
  (0x2190, 0x21FF, "latin", False),  # Arrows
  (0x3000, 0x3003, "hangul", False),  # CJK space and punctuation
  (0x3131, 0x318E, "hangul", False),  # Hangul compatibility jamo
  (0xAC00, 0xD7A3, "hangul", True),  # Hangul syllables
]
# Characters that take part in pair kerning (the letters and punctuation the tutorials use);
# kerning every covered pair would make the table several megabytes.
KERNED = set(range(0x20, 0x7F)) | set(range(0xC0, 0x100)) | {0x02BB, 0x02BC} \
  | set(range(0x0400, 0x0460)) | {0x0492, 0x0493, 0x049A, 0x049B, 0x04B2, 0x04B3} \
  | {0x2018, 0x2019, 0x201C, 0x201D, 0x2026}


def pair_kerning(font, glyph_to_index):
  """Flattens the 'kern' feature's pair adjustments (formats 1 and 2) into
  {(leftIndex, rightIndex): xAdvance}, first subtable winning as in OpenType."""
  gpos = font["GPOS"].table
  lookups = sorted({
    i for fr in gpos.FeatureList.FeatureRecord if fr.FeatureTag == "kern"
    for i in fr.Feature.LookupListIndex})
  pairs = {}
  for li in lookups:
    lookup = gpos.LookupList.Lookup[li]
    for st in lookup.SubTable:
      if lookup.LookupType == 9:
        st = st.ExtSubTable
      coverage = st.Coverage.glyphs
      if st.Format == 1:
        for gi, first in enumerate(coverage):
          if first not in glyph_to_index:
            continue
          for rec in st.PairSet[gi].PairValueRecord:
            if rec.SecondGlyph not in glyph_to_index:
              continue
            v = getattr(rec.Value1, "XAdvance", 0) or 0
            key = (glyph_to_index[first], glyph_to_index[rec.SecondGlyph])
            for l in glyph_to_index[first]:
              for r in glyph_to_index[rec.SecondGlyph]:
                if v and (l, r) not in pairs:
                  pairs[(l, r)] = v
      elif st.Format == 2:
        cd1 = st.ClassDef1.classDefs
        cd2 = st.ClassDef2.classDefs
        firsts = [g for g in coverage if g in glyph_to_index]
        seconds = [g for g in glyph_to_index]
        for first in firsts:
          c1 = cd1.get(first, 0)
          row = st.Class1Record[c1].Class2Record
          for second in seconds:
            c2 = cd2.get(second, 0)
            v = getattr(row[c2].Value1, "XAdvance", 0) or 0
            if not v:
              continue
            for l in glyph_to_index[first]:
              for r in glyph_to_index[second]:
                if (l, r) not in pairs:
                  pairs[(l, r)] = v
  return pairs


def main():
  root = sys.argv[1]
  inter_dir = os.path.join(root, "usr/share/fonts/opentype/inter")
  nanum_dir = os.path.join(root, "usr/share/fonts/truetype/nanum")
  words = []
  upm = None
  range_words = []
  for first, last, _, uniform in RANGES:
    range_words += [first, last - first + 1, 1 if uniform else 0]
  advances_all = []
  kerning_all = []
  for inter_name, nanum_name in WEIGHTS:
    inter = TTFont(os.path.join(inter_dir, inter_name))
    nanum = TTFont(os.path.join(nanum_dir, nanum_name))
    upm = inter["head"].unitsPerEm
    scale = upm / nanum["head"].unitsPerEm
    icmap, imtx = inter.getBestCmap(), inter["hmtx"]
    ncmap, nmtx = nanum.getBestCmap(), nanum["hmtx"]
    fallback = imtx["uni003F" if "uni003F" in imtx.metrics else icmap[0x3F]][0]
    advances = []
    glyph_to_index = {}
    index = 0
    for first, last, source, uniform in RANGES:
      for cp in range(first, last + 1):
        if source == "latin":
          g = icmap.get(cp)
          a = imtx[g][0] if g else 0xFFFF  # 0xFFFF: not covered (measured as fallback)
          if g and cp in KERNED:
            glyph_to_index.setdefault(g, []).append(index)
        else:
          g = ncmap.get(cp)
          a = int(round(nmtx[g][0] * scale)) if g else 0xFFFF
        if not uniform or cp == first:
          advances.append(a)
        index += 1
    advances_all.append(advances)
    pairs = pair_kerning(inter, glyph_to_index)
    kerning_all.append(sorted(pairs.items()))
  words = [0x4F55, upm, len(WEIGHTS), len(RANGES)] + range_words
  for adv in advances_all:
    words += adv
  for pairs in kerning_all:
    n = len(pairs)
    words += [n >> 16, n & 0xFFFF]
    for (l, r), v in pairs:
      words += [l, r, v + 0x8000]
  blob = base64.b64encode(struct.pack("<%dH" % len(words), *words)).decode("ascii")
  lines = [blob[i:i + 96] for i in range(0, len(blob), 96)]
  out = sys.stdout
  out.write("// Generated by Scripts/generate-font-metrics.py from Debian's fonts-inter\n")
  out.write("// 4.0~beta7+ds-1 (Inter Display 3.019, SIL OFL 1.1) and fonts-nanum 20200506-1 (Nanum Gothic,\n")
  out.write("// SIL OFL 1.1). Do not edit.\n\n")
  out.write("/// The packed advance-width and kerning table of the built-in text measurer.\n")
  out.write("enum GeneratedFontMetrics {\n")
  out.write("  /// Base64 of little-endian UInt16 words; the layout is described in the script.\n")
  out.write("  static let blob: String = \"\"\"\n")
  for line in lines:
    out.write("    " + line + "\n")
  out.write("    \"\"\"\n}\n")
  sys.stderr.write("words %d, pairs %s, fallback %d\n" % (len(words), [len(p) for p in kerning_all], fallback))


main()
