import Foundation
import LayoutSnapshot
import OpenUIKit
import TestSupport
import Testing

/// The same PNG bytes from every run and every machine: the card's PNG at 2x is pinned by its
/// FNV-1a hash and length. A change to the rasterizer or the PNG writer that moves any pixel
/// or byte changes them (update the pin after looking at the new picture).
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
    #expect(png.count == 10059)
    #expect(String(Self.fnv1a(png), radix: 16) == "ba344b204211a9e0")
  }
}
