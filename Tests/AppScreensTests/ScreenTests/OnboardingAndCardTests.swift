import OpenUIKit
import TestSupport
import Testing

@testable import AppScreens

@MainActor
struct OnboardingAndCardTests {
  @Test func onboardingPageOnEveryDevice() {
    for screen in screenDevices {
      let page = OnboardingPageViewController(
        page: .init(symbol: "star", title: "Track every habit", text: "Small steps, every day."),
        index: 1, count: 3)
      var advanced: [Int] = []
      page.onNext = { advanced.append($0) }
      let hosted = host(page, on: screen)
      expectClean(hosted)
      let size = screen.bounds.size
      let safe = screen.safeAreaInsets
      let margin: CGFloat = size.width >= 768 ? 20 : 16
      let side = size.width / 2
      expectRect(windowFrame(page.illustration), side / 2, safe.top + 48, side, side)
      let titleY = safe.top + 48 + side + 32
      let title = labelHeight(28, scale: screen.scale)
      expectRect(windowFrame(page.titleLabel), margin, titleY, size.width - 2 * margin, title)
      expectRect(
        windowFrame(page.textLabel), margin, titleY + title + 12, size.width - 2 * margin,
        labelHeight(17, scale: screen.scale))
      let buttonY = size.height - safe.bottom - 24 - 52
      expectRect(windowFrame(page.nextButton), margin, buttonY, size.width - 2 * margin, 52)
      expectRect(windowFrame(page.dots), (size.width - 40) / 2, buttonY - 32, 40, 8)
      #expect(page.dots.arrangedSubviews[1].backgroundColor == .systemIndigo)
      page.nextButton.simulateTap()
      #expect(advanced == [1])
    }
  }

  @Test func productCardInAGridCell() {
    let card = ProductCardView()
    card.configure(name: "Linen shirt", price: "$49", rating: 4)
    let hosted = hostView(card, width: 170)
    expectClean(hosted)
    expectRect(card.photoView.frame, 0, 0, 170, 127.5)
    expectRect(card.nameLabel.frame, 10, 135.5, 150, 18)
    expectRect(card.stars.frame, 10, 157.5, 68, 12)
    expectRect(card.stars.arrangedSubviews[4].frame, 56, 0, 12, 12)
    let price = labelHeight(17, scale: 3)
    #expect(abs(card.priceLabel.frame.minY - 175.5) < 0.001)
    #expect(abs(card.frame.height - (175.5 + price + 10)) < 0.001)
    #expect(card.addButton.frame.maxX == 160)
    #expect(abs(card.addButton.frame.midY - card.priceLabel.frame.midY) < 0.001)
    card.addButton.simulateTap()
    #expect(card.addedCount == 1)
  }

  @Test func productCardGrowsForATwoLineName() {
    let card = ProductCardView()
    card.configure(name: "Organic cotton oversized hoodie in charcoal", price: "$89", rating: 5)
    _ = hostView(card, width: 170)
    let name = labelHeight(15, lines: 2, scale: 3)
    expectRect(card.nameLabel.frame, 10, 135.5, 150, name)
    #expect(abs(card.priceLabel.frame.minY - (135.5 + name + 22)) < 0.001)
  }

  @Test func alertCardIsCentred() {
    let controller = DeleteConfirmationViewController()
    var choices: [Bool] = []
    controller.card.onChoice = { choices.append($0) }
    let hosted = host(controller, on: .iPhone15Pro)
    expectClean(hosted)
    let title = labelHeight(17, scale: 3)
    let message = labelHeight(13, lines: 2, scale: 3)
    let hairline: CGFloat = 1.0 / 3.0
    let height = 20 + title + 4 + message + 20 + hairline + 44
    expectRect(windowFrame(controller.card), 61.5, (852 - height) / 2, 270, height)
    let buttonsY = height - 44
    let half = (270 - hairline) / 2
    expectRect(controller.card.cancelButton.frame, 0, buttonsY, half, 44)
    expectRect(controller.card.verticalRule.frame, half, buttonsY, hairline, 44)
    expectRect(controller.card.confirmButton.frame, half + hairline, buttonsY, half, 44)
    expectRect(controller.dimming.frame, 0, 0, 393, 852)
    controller.card.confirmButton.simulateTap()
    controller.card.cancelButton.simulateTap()
    #expect(choices == [true, false])
  }

  @Test func pinCodeBoxesShareTheWidth() {
    let pin = PinCodeView()
    var completed: [String] = []
    pin.onComplete = { completed.append($0) }
    let hosted = hostView(pin, width: 343)
    expectClean(hosted)
    for (index, box) in pin.boxes.enumerated() {
      expectRect(windowFrame(box), CGFloat(index) * 58.5, 0, 50.5, 56)
    }
    for digit in "12a3456" { pin.type(digit) }
    #expect(pin.code == "123456")
    #expect(pin.boxes.map { $0.text ?? "" } == ["1", "2", "3", "4", "5", "6"])
    #expect(completed == ["123456"])
  }
}
