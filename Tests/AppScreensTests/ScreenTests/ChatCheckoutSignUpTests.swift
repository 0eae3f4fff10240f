import OpenUIKit
import TestSupport
import Testing

@testable import AppScreens

@MainActor
struct ChatCheckoutSignUpTests {
  @Test func chatBubblesHugTheirTextAndCapAtThreeQuarters() throws {
    let long =
      "Could you bring the slides from Tuesday? I want to go through the numbers once more "
      + "before we meet the client."
    let controller = ChatViewController(messages: [
      .init(text: "Hi! Are we still on for lunch?", isMine: false),
      .init(text: "Yes, 12:30 at the usual place.", isMine: true),
      .init(text: long, isMine: false),
    ])
    let hosted = host(controller, on: .iPhone15Pro)
    expectClean(hosted)
    expectRect(windowFrame(controller.tableView), 0, 59, 393, 759)
    let cells = controller.tableView.visibleCells.compactMap { $0 as? ChatBubbleCell }
    try #require(cells.count == 3)
    let line = labelHeight(16, scale: 3)
    let theirs = cells[0].bubble.frame
    #expect(theirs.minX == 12 && abs(theirs.height - (line + 16)) < 0.001 && theirs.minY == 4)
    #expect(abs(cells[0].messageLabel.frame.width - (theirs.width - 24)) < 0.001)
    let mine = cells[1].bubble.frame
    #expect(mine.maxX == 381 && abs(mine.height - (line + 16)) < 0.001)
    #expect(cells[1].bubble.backgroundColor == .systemBlue)
    expectRect(cells[0].frame, 0, 0, 393, line + 24)
    expectRect(cells[1].frame, 0, line + 24, 393, line + 24)
    // Wrapped at 294.75 - 24 pt, the label then hugs its longest line, and the bubble it.
    let wrapped = cells[2].bubble.frame
    let textWidth = cells[2].messageLabel.intrinsicContentSize.width
    #expect(textWidth <= 270.75)
    #expect(abs(wrapped.width - (textWidth + 24)) < 0.001)
    let labelHeightValue = cells[2].messageLabel.frame.height
    let lines = Int((labelHeightValue / lineHeight(16)).rounded(.down))
    #expect(lines >= 2)
    #expect(abs(labelHeightValue - labelHeight(16, lines: lines, scale: 3)) < 0.001)
    #expect(abs(cells[2].frame.height - (labelHeightValue + 24)) < 0.001)
  }

  @Test func checkoutKeepsThePayButtonOverTheHomeIndicator() {
    for screen in [UIScreen.iPhoneSE, .iPhone15Pro] {
      let controller = CheckoutViewController(lines: [
        ("Linen shirt", 49), ("Canvas tote", 25), ("Shipping", 4.9),
      ])
      let hosted = host(controller, on: screen)
      expectClean(hosted)
      let size = screen.bounds.size
      let safe = screen.safeAreaInsets
      let payY = size.height - safe.bottom - 12 - 50
      expectRect(windowFrame(controller.payButton), 16, payY, size.width - 32, 50)
      expectRect(windowFrame(controller.scrollView), 0, safe.top, size.width, payY - 12 - safe.top)
      let caption = labelHeight(13, scale: screen.scale)
      let row = labelHeight(17, scale: screen.scale)
      expectRect(controller.fields[0].frame, 16, 16 + caption + 12, size.width - 32, 44)
      expectRect(controller.fields[3].frame, 16, 16 + caption + 12 + 3 * 56, size.width - 32, 44)
      let firstRowY = 16 + caption + 12 + 4 * 44 + 3 * 12 + 24 + caption + 12
      expectRect(controller.lineRows[0].frame, 16, firstRowY, size.width - 32, row)
      let contentHeight = firstRowY + 4 * row + 3 * 12 + 16
      #expect(abs(controller.scrollView.contentSize.height - contentHeight) < 0.001)
      #expect(controller.scrollView.contentSize.width == size.width)
      #expect(controller.totalLabel.text == "€78.90")
      #expect(controller.payButton.title(for: .normal) == "Pay €78.90")
    }
  }

  @Test func signUpEnablesCreateOnceEveryRuleHolds() {
    let controller = SignUpViewController()
    let hosted = host(controller, on: .iPhoneSE)
    expectClean(hosted)
    expectRect(windowFrame(controller.scrollView), 0, 20, 375, 647)
    expectRect(controller.form.frame, 20, 20, 335, 408)
    expectRect(windowFrame(controller.emailField), 20, 40 + 66 + 16 + 22, 335, 44)
    expectRect(windowFrame(controller.createButton), 20, 40 + 378, 335, 30)
    #expect(abs(controller.scrollView.contentSize.height - 448) < 0.001)
    let typing: [(UITextField, String)] = [
      (controller.nameField, "Ada"), (controller.emailField, "ada@example.com"),
      (controller.passwordField, "analytical"), (controller.confirmField, "analytical"),
    ]
    for (field, text) in typing {
      field.becomeFirstResponder()
      field.insertText(text)
    }
    #expect(!controller.createButton.isEnabled)
    controller.termsButton.simulateTap()
    #expect(controller.termsButton.isSelected && controller.createButton.isEnabled)
    controller.createButton.simulateTap()
    #expect(controller.created == 1)
  }
}
