import OpenUIKit
import TestSupport
import Testing

@MainActor
struct ReceiptScreenTests {
  @Test(arguments: ["iphonese", "iphone15pro", "ipad"])
  func laysOutOnEveryDevice(name: String) async throws {
    let screen = try #require(device(named: name))
    let store = ReceiptStore()
    await store.save(Receipt(merchant: "Corner Café", total: 12.5, progress: 0.25), id: "r1")
    let controller = ReceiptViewController(store: store, receiptID: "r1")
    let (window, diagnostics) = present(controller, on: screen)
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    await controller.load()
    window.layoutIfNeeded()

    let width = screen.bounds.width
    let safe = screen.safeAreaInsets
    let title = labelHeight(22, scale: screen.scale)
    let total = labelHeight(34, scale: screen.scale)
    #expect(controller.titleLabel.text == "Corner Café")
    #expect(controller.totalLabel.text == "€12.50")
    #expect(
      same(
        windowFrame(controller.titleLabel),
        CGRect(x: 20, y: safe.top + 24, width: width - 40, height: title)))
    let totalY = safe.top + 24 + title + 8
    #expect(
      same(
        windowFrame(controller.totalLabel),
        CGRect(x: 20, y: totalY, width: width - 40, height: total)))
    let ringY = totalY + total + 24
    #expect(
      same(
        windowFrame(controller.ring),
        CGRect(x: (width - 120) / 2, y: ringY, width: 120, height: 120)))
    let buttonY = screen.bounds.height - safe.bottom - 16 - 50
    #expect(
      same(
        windowFrame(controller.payButton),
        CGRect(x: 20, y: buttonY, width: width - 40, height: 50)))
    #expect(!window.hasAmbiguousLayout)
  }

  @Test func drawsTheRingAgainWhenProgressChanges() async {
    let store = ReceiptStore()
    await store.save(Receipt(merchant: "Bakery", total: 3, progress: 0.5), id: "b")
    let controller = ReceiptViewController(store: store, receiptID: "b")
    let (window, _) = present(controller, on: .iPhone15Pro)
    #expect(controller.ring.drawnRects == [CGRect(x: 0, y: 0, width: 120, height: 120)])
    await controller.load()
    window.layoutIfNeeded()
    #expect(controller.ring.progress == 0.5)
    #expect(controller.ring.drawnRects.count == 2)
    #expect(controller.totalLabel.text == "€3.00")
  }

  @Test func missingReceiptSaysSo() async {
    let controller = ReceiptViewController(store: ReceiptStore(), receiptID: "none")
    _ = present(controller, on: .iPhoneSE)
    await controller.load()
    #expect(controller.titleLabel.text == "Receipt not found")
  }

  @Test func payButtonRunsTheSelectorReplacement() {
    let controller = ReceiptViewController(store: ReceiptStore(), receiptID: "x")
    let (window, _) = present(controller, on: .iPhone15Pro)
    let center = windowFrame(controller.payButton)
    let hit = window.simulateTap(at: CGPoint(x: center.midX, y: center.midY))
    #expect(hit === controller.payButton)
    #expect(controller.payments == 1)
  }

  @Test func paletteConstantsAreUsableOffTheMainActor() async {
    let description = await Task.detached {
      let font = Palette.amountFont
      var red: CGFloat = 0
      Palette.brand.getRed(&red, green: nil, blue: nil, alpha: nil)
      return "\(font.pointSize) \(red)"
    }.value
    #expect(description == "34.0 0.2")
  }
}
