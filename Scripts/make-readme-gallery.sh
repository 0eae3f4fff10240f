#!/usr/bin/env bash
# Makes docs/gallery.png, the README's picture: eight showcase screens side by side, as
# Chromium renders the SVGs `swift run showcase` writes (real text, unlike the greeked PNGs).
#
#   bash Scripts/make-readme-gallery.sh            # from the project root
#
# Needs Debian's chromium, fonts-inter and fonts-nanum (the fonts OpenUIKit measures text
# with, so that Chromium draws the words as wide as the labels measured them). The output
# depends only on the showcase (deterministic) and on those packages.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
out=$(mktemp -d)
swift run showcase --out "$out" > /dev/null
# sample/step file and caption, in the order shown
tiles=(
  "P1/04-a-valid-password.svg|P1 sign-in"
  "P2/02-choose-the-monthly-plan.svg|P2 plan picker"
  "C10/04-tap-save.svg|C10 edit profile"
  "A4/02-tap-expand.svg|A4 card remake"
  "A7/02-pull-to-350.svg|A7 stretchy header"
  "A9/02-pull-up-200-and-release.svg|A9 drawer"
  "K2/03-insert-to-20-rows.svg|K2 table"
  "P3/01-initial-layout.svg|P3 article"
)
{
  echo '<!DOCTYPE html><html><head><meta charset="utf-8"><style>'
  echo 'body{margin:0;padding:16px;background:#f2f2f7;font:600 15px sans-serif;color:#1c1c1e}'
  echo '.row{display:flex;gap:12px}figure{margin:0;text-align:center}'
  echo 'img{width:196px;height:426px;border-radius:18px;background:#fff;'
  echo 'box-shadow:0 1px 4px rgba(0,0,0,.18)}figcaption{margin-top:8px}'
  echo '</style></head><body><div class="row">'
  for tile in "${tiles[@]}"; do
    echo "<figure><img src=\"${tile%%|*}\"><figcaption>${tile##*|}</figcaption></figure>"
  done
  echo '</div></body></html>'
} > "$out/readme-gallery.html"
mkdir -p docs
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1692,490 \
  --screenshot="$PWD/docs/gallery.png" "file://$out/readme-gallery.html" > /dev/null 2>&1
ls -l docs/gallery.png
