import Foundation
import LayoutSnapshot
import OpenUIKit
import Testing

@testable import LayoutSnapshotTesting

/// A rendered snapshot is compared by its pixels before any PNG is made: the image's PNG,
/// when asked for, is the encoder's; its canvas has the pixels of its own PNG and not those of
/// a PNG one byte away; rows are grouped by equal bytes.
@MainActor
@Suite struct RenderedImageComparisonTests {
  /// A card with text on it: glyph rows, and rows above and below that repeat.
  func card() -> UIView {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 36))
    view.backgroundColor = .white
    let label = UILabel(frame: CGRect(x: 6, y: 8, width: 68, height: 20))
    label.text = "Ag"
    view.addSubview(label)
    return view
  }

  @Test func aRenderedImagesPNGIsTheEncodersBytes() throws {
    let image = SnapshotHost.image(
      of: card(), size: nil, traits: UITraitCollection(displayScale: 2))
    let canvas = try #require(image.deferredPNG?.source as? Canvas)
    #expect(canvas.width == 160 && canvas.height == 72)
    #expect(image.size == CGSize(width: 80, height: 36))
    #expect(image.scale == 2)
    #expect(image.deferredPNG?.isMade == false)
    let png = try #require(image.pngData())
    #expect([UInt8](png) == PNGEncoder.encode(canvas))
    #expect(image.deferredPNG?.isMade == true)
  }

  @Test func aCanvasHasThePixelsOfItsOwnPNGOnly() throws {
    let canvas = RasterRenderer.render(card(), scale: 2)
    let reference = try #require(ReferencePixels(png: PNGEncoder.encode(canvas)))
    #expect(canvas.hasPixels(reference.rgba, firstEqualRow: reference.firstEqualRow))
    let rowBytes = canvas.width * 4
    // A row that repeats an earlier one (the white margin) and the first row of the text.
    let repeated = try #require((1..<canvas.height).first { reference.firstEqualRow[$0] != $0 })
    #expect(reference.firstEqualRow[repeated] < repeated)
    let textRow = try #require(
      (0..<canvas.height).first { y in
        reference.rgba[(y * rowBytes)..<((y + 1) * rowBytes)].contains { $0 < 200 }
      })
    for y in [repeated, textRow] {
      var changed = reference.rgba
      changed[y * rowBytes + 4 * 37 + 1] ^= 1
      let rows = ReferencePixels.firstEqualRows(changed, rowBytes: rowBytes, height: canvas.height)
      #expect(!canvas.hasPixels(changed, firstEqualRow: rows))
    }
    #expect(
      !canvas.hasPixels(Array(reference.rgba.dropLast(4)), firstEqualRow: reference.firstEqualRow))
  }

  @Test func rowsAreGroupedByTheirBytes() {
    // Rows of two pixels: A, B, A, A, B, C.
    let a: [UInt8] = [1, 2, 3, 4, 5, 6, 7, 8]
    let b: [UInt8] = [1, 2, 3, 4, 5, 6, 7, 9]
    let c: [UInt8] = [0, 2, 3, 4, 5, 6, 7, 8]
    let rgba = a + b + a + a + b + c
    #expect(ReferencePixels.firstEqualRows(rgba, rowBytes: 8, height: 6) == [0, 1, 0, 0, 1, 5])
  }

  @Test func aMatchingSnapshotIsNeverEncodedAndAChangedOneFailsAsBefore() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("rendered-comparison-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let strategy = Snapshotting<UIView, UIImage>.image(traits: UITraitCollection(displayScale: 2))
    _ = verifySnapshot(
      of: card(), as: strategy, named: "card", record: .all, snapshotDirectory: directory)
    var taken: UIImage?
    let watching = Snapshotting<UIView, UIImage>(
      pathExtension: "png", diffing: strategy.diffing,
      asyncSnapshot: { view in
        Async { callback in
          strategy.snapshot(view).run { image in
            taken = image
            callback(image)
          }
        }
      })
    #expect(
      verifySnapshot(
        of: card(), as: watching, named: "card", record: .never, snapshotDirectory: directory)
        == nil)
    #expect(try #require(taken?.deferredPNG).isMade == false)
    let changed = card()
    changed.backgroundColor = UIColor(white: 0.99, alpha: 1)
    let failure = try #require(
      verifySnapshot(
        of: changed, as: strategy, named: "card", record: .never, snapshotDirectory: directory))
    #expect(
      failure.hasPrefix(
        "Snapshot \"aMatchingSnapshotIsNeverEncodedAndAChangedOneFailsAsBefore.card\" does not "
          + "match reference."))
    #expect(failure.hasSuffix("Newly-taken snapshot does not match reference."))
  }
}
