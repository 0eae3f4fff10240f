#!/usr/bin/env python3
"""Writes the test resources of OpenUIKitTests (Tests/OpenUIKitTests/Resources):
small PNGs at 1x/2x/3x, an asset catalog with colour sets and image sets as Xcode writes
them, damaged files for the bad-input tests, and a minimal font file. Deterministic: run it
again and `git diff` shows nothing."""
import json
import os
import struct
import zlib

ROOT = "Tests/OpenUIKitTests/Resources"


def png(width, height, rgba=(255, 102, 0, 255)):
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    raw = b"".join(b"\x00" + bytes(rgba) * width for _ in range(height))
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(raw, 9))
            + chunk(b"IEND", b""))


def write(path, data):
    full = os.path.join(ROOT, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "wb") as f:
        f.write(data if isinstance(data, bytes) else data.encode())


def contents(obj):
    # Xcode's style: two-space indent, " : " separators, sorted keys.
    return json.dumps(obj, indent=2, sort_keys=True, separators=(",", " : ")) + "\n"


INFO = {"author": "xcode", "version": 1}


def colorset(name, colors):
    write(f"Assets.xcassets/{name}.colorset/Contents.json", contents({"colors": colors, "info": INFO}))


def srgb(r, g, b, a="1.000", space="srgb"):
    return {"color-space": space, "components": {"alpha": a, "blue": b, "green": g, "red": r}}


def main():
    write("icon.png", png(10, 8))
    write("icon@2x.png", png(20, 16))
    write("icon@3x.png", png(30, 24))
    write("only2x@2x.png", png(44, 44))
    write("corrupt.png", b"\x89PNG\r\n\x1a\n\x00\x00\x00\x0dIHDR" + b"\x00" * 17)
    write("Assets.xcassets/Contents.json", contents({"info": INFO}))
    colorset("Brand", [
        {"color": srgb("1.000", "0.400", "0.000"), "idiom": "universal"},
        {"appearances": [{"appearance": "luminosity", "value": "dark"}],
         "color": srgb("0.200", "0.600", "1.000"), "idiom": "universal"},
    ])
    colorset("Bytes", [{"color": srgb("255", "128", "0", "0.500"), "idiom": "universal"}])
    colorset("Hex", [{"color": srgb("0xFF", "0x80", "0x00"), "idiom": "universal"}])
    colorset("WideRed", [{"color": srgb("1.000", "0.000", "0.000", space="display-p3"),
                          "idiom": "universal"}])
    colorset("Ink", [{"color": {"color-space": "gray-gamma-22",
                                "components": {"alpha": "1.000", "white": "0.500"}},
                      "idiom": "universal"}])
    write("Assets.xcassets/Corrupt.colorset/Contents.json", '{ "colors" : [ { "color" : ')
    write("Assets.xcassets/Palette/Contents.json",
          contents({"info": INFO, "properties": {"provides-namespace": True}}))
    write("Assets.xcassets/Palette/Accent.colorset/Contents.json",
          contents({"colors": [{"color": srgb("0.000", "0.478", "1.000"), "idiom": "universal"}],
                    "info": INFO}))
    images = [{"filename": "logo.png", "idiom": "universal", "scale": "1x"},
              {"filename": "logo@2x.png", "idiom": "universal", "scale": "2x"},
              {"filename": "logo@3x.png", "idiom": "universal", "scale": "3x"}]
    write("Assets.xcassets/Logo.imageset/Contents.json", contents({"images": images, "info": INFO}))
    write("Assets.xcassets/Logo.imageset/logo.png", png(12, 12))
    write("Assets.xcassets/Logo.imageset/logo@2x.png", png(24, 24))
    write("Assets.xcassets/Logo.imageset/logo@3x.png", png(36, 36))
    write("Assets.xcassets/Banner.imageset/Contents.json", contents({"images": [
        {"filename": "banner.png", "idiom": "universal", "scale": "1x"},
        {"idiom": "universal", "scale": "2x"}, {"idiom": "universal", "scale": "3x"}],
        "info": INFO}))
    write("Assets.xcassets/Banner.imageset/banner.png", png(100, 40))
    write("Assets.xcassets/Corrupt.imageset/Contents.json", "{ not json")
    write("Fonts/OpenUIKitTest-Bold.ttf", font("OpenUIKitTest-Bold", "OpenUIKit Test", 700))
    write("Fonts/NotAFont.ttf", b"this is not a font file\n")


def font(postscript, family, weight_class):
    """A minimal sfnt: a name table (IDs 1, 2, 6 in UTF-16BE for Windows, en-US) and an
    OS/2 table with the weight class; enough for a name-table reader."""
    names = [(1, family), (2, "Bold"), (6, postscript)]
    storage = b""
    records = b""
    for name_id, text in names:
        data = text.encode("utf-16-be")
        records += struct.pack(">HHHHHH", 3, 1, 0x409, name_id, len(data), len(storage))
        storage += data
    name = struct.pack(">HHH", 0, len(names), 6 + 12 * len(names)) + records + storage
    os2 = bytearray(96)
    struct.pack_into(">H", os2, 0, 4)
    struct.pack_into(">H", os2, 4, weight_class)
    tables = [(b"OS/2", bytes(os2)), (b"name", name)]
    offset = 12 + 16 * len(tables)
    header = struct.pack(">IHHHH", 0x00010000, len(tables), 32, 1, 0)
    directory, body = b"", b""
    for tag, data in tables:
        padded = data + b"\x00" * (-len(data) % 4)
        directory += struct.pack(">4sIII", tag, 0, offset + len(body), len(data))
        body += padded
    return header + directory + body


if __name__ == "__main__":
    main()
