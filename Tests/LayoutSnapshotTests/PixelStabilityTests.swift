import Foundation
import LayoutSnapshot
import OpenUIKit
import TestSupport
import Testing

/// The same PNG bytes from every run and every machine: the card's PNG at 2x is pinned by its
/// FNV-1a hash and length, and its pixels by the hash of the decoded RGBA bytes. A change to
/// the rasterizer moves the pixels' pin; a change to the PNG writer alone moves only the bytes'
/// (update the pins after looking at the new picture).
@MainActor
@Suite struct PixelStabilityTests {
  static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for b in bytes { hash = (hash ^ UInt64(b)) &* 0x100_0000_01B3 }
    return hash
  }

  @Test func theCardsPNGBytesArePinned() {
    let png = PNGEncoder.encode(RasterRenderer.render(SnapshotCard.make(), scale: 2))
    let again = PNGEncoder.encode(RasterRenderer.render(SnapshotCard.make(), scale: 2))
    #expect(png == again)
    #expect(png.count == 11583)
    #expect(String(Self.fnv1a(png), radix: 16) == "28e02453b5cc1358")
    let pixels = PNGDecoder.decode(png)?.rgba ?? []
    #expect(pixels.count == 384_000)
    #expect(String(Self.fnv1a(pixels), radix: 16) == "6d4e8a2870549d57")
  }
}
