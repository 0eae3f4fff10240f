#!/usr/bin/env python3
"""Writes the resources of AppScreens (Sources/AppScreens/Resources): the asset
catalog an app's screens load from, as Xcode writes it (a hero photo and an avatar at 2x and
3x, a brand colour set with a dark variant) and a loose PNG. Deterministic: run it again and
`git diff` shows nothing. Uses the PNG and JSON writers of make-test-resources.py."""
import importlib.util
import os

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location(
    "resources", os.path.join(HERE, "make-test-resources.py"))
base = importlib.util.module_from_spec(spec)
spec.loader.exec_module(base)
base.ROOT = "Sources/AppScreens/Resources"


def imageset(name, width, height, rgba):
    images = []
    for scale in (2, 3):
        filename = f"{name.lower()}@{scale}x.png"
        base.write(f"Assets.xcassets/{name}.imageset/{filename}",
                   base.png(width * scale, height * scale, rgba))
        images.append({"filename": filename, "idiom": "universal", "scale": f"{scale}x"})
    images.insert(0, {"idiom": "universal", "scale": "1x"})
    base.write(f"Assets.xcassets/{name}.imageset/Contents.json",
               base.contents({"images": images, "info": base.INFO}))


def main():
    base.write("Assets.xcassets/Contents.json", base.contents({"info": base.INFO}))
    imageset("Hero", 390, 260, (40, 90, 160, 255))
    imageset("Avatar", 64, 64, (230, 180, 150, 255))
    light = {"color": base.srgb("0.357", "0.278", "0.894"), "idiom": "universal"}
    dark = dict(light)
    dark["color"] = base.srgb("0.561", "0.506", "1.000")
    dark["appearances"] = [{"appearance": "luminosity", "value": "dark"}]
    base.write("Assets.xcassets/Brand.colorset/Contents.json",
               base.contents({"colors": [light, dark], "info": base.INFO}))
    base.write("badge.png", base.png(24, 24, (255, 59, 48, 255)))


if __name__ == "__main__":
    main()
