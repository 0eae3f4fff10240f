import Foundation
import LayoutSnapshot
import OpenUIKit
import Testing

/// The standard accessories are drawn: a list cell's chevron and a table cell's checkmark
/// put ink inside their accessory's frame, and none outside it beyond anti-aliasing.
@MainActor
@Suite struct AccessoryGlyphRenderingTests {
  /// The ink box (pixels darker than the white background by more than 1/10) of `canvas`
  /// inside `rect` (pixels), and how many pixels are inked.
  func ink(_ canvas: Canvas, in rect: CGRect) -> (count: Int, box: CGRect) {
    let pixels = canvas.pixels
    var count = 0
    var box = CGRect.null
    for y in Int(rect.minY)..<Int(rect.maxY) {
      for x in Int(rect.minX)..<Int(rect.maxX) {
        let i = (y * canvas.width + x) * 4
        // Composited on white: 1 − alpha + premultiplied value.
        let a = pixels[i + 3]
        let light = (0..<3).map { pixels[i + $0] + 1 - a }.min() ?? 1
        if light < 0.9 {
          count += 1
          box = box.union(CGRect(x: x, y: y, width: 1, height: 1))
        }
      }
    }
    return (count, box)
  }

  @Test func aListCellsChevronIsDrawn() throws {
    let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 393, height: 44))
    cell.backgroundColor = .white
    cell.accessories = [.disclosureIndicator()]
    cell.layoutIfNeeded()
    // The chevron: 8 × 13 at the 16 pt margin, centred: x 369…377, y 15.5…28.5 (at scale 2,
    // 738…754 and 31…57).
    let canvas = RasterRenderer.render(cell, scale: 2)
    let chevron = ink(canvas, in: CGRect(x: 736, y: 29, width: 20, height: 30))
    #expect(chevron.count > 30)
    #expect(chevron.box.minX >= 738 && chevron.box.maxX <= 754)
    #expect(chevron.box.minY >= 31 && chevron.box.maxY <= 57)
    #expect(ink(canvas, in: CGRect(x: 0, y: 0, width: 730, height: 88)).count == 0)
  }

  @Test func aTableCellsCheckmarkIsDrawn() throws {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 393, height: 44)
    cell.backgroundColor = .white
    cell.accessoryType = .checkmark
    cell.layoutIfNeeded()
    let glyph = try #require(
      cell.subviews.first { $0.bounds.size == CGSize(width: 14, height: 12) })
    let frame = glyph.frame
    let canvas = RasterRenderer.render(cell, scale: 2)
    let mark = ink(
      canvas, in: CGRect(x: frame.minX * 2 - 2, y: frame.minY * 2 - 2, width: 32, height: 28))
    #expect(mark.count > 30)
    #expect(mark.box.minX >= frame.minX * 2 && mark.box.maxX <= frame.maxX * 2)
  }
}
