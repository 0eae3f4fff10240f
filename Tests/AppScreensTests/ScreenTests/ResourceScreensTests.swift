import OpenUIKit
import TestSupport
import Testing

@testable import AppScreens

/// Screens that use what real apps use beyond layout: fonts by name, colour literals, asset
/// catalog images and colours, symbols with configurations, button configurations, a shape
/// layer, a gradient layer, a blur and custom drawing.
@MainActor
struct ResourceScreensTests {
  init() {
    useAppResources()
  }

  @Test func settingsRowsLineUp() throws {
    let controller = SettingsViewController()
    let hosted = host(controller, on: .iPhone15Pro)
    expectClean(hosted)
    expectRect(windowFrame(controller.tableView), 0, 59, 393, 793)
    let cells = controller.tableView.visibleCells.compactMap { $0 as? SettingsCell }
    try #require(cells.count == 5)
    for (index, cell) in cells.enumerated() {
      expectRect(cell.frame, 0, CGFloat(index) * 52, 393, 52)
      let content = cell.contentView.bounds
      expectRect(cell.iconTile.frame, 16, (content.height - 29) / 2, 29, 29)
      expectRect(cell.iconView.frame, 5.5, 5.5, 18, 18)
      #expect(cell.chevron.image != nil)
      #expect(cell.chevron.frame.maxX == 377)
      #expect(abs(cell.titleLabel.frame.minX - 57) < 0.001)
    }
    #expect(cells[1].valueLabel.text == "On")
    #expect(abs(cells[1].valueLabel.frame.maxX - (cells[1].chevron.frame.minX - 8)) < 0.001)
    #expect(cells[2].iconTile.backgroundColor == .systemOrange)
    cells[3].simulateTap()
    #expect(controller.selectedTitles == ["Photos"])
  }

  @Test func planPickerUsesTheAppsFontsColoursAndButtons() throws {
    let controller = PlanPickerViewController(plans: [
      .init(name: "Monthly", price: "€4.99", note: "Billed every month"),
      .init(name: "Yearly", price: "€39.99", note: "Save 33 %"),
    ])
    let hosted = host(controller, on: .iPhone15Pro)
    expectClean(hosted)
    #expect(controller.headline.font.fontName == "AvenirNext-Bold")
    expectRect(windowFrame(controller.headline), 16, 83, 361, labelHeight(30, scale: 3))
    let cardHeight = 28 + labelHeight(17, scale: 3) + 2 + labelHeight(13, scale: 3)
    expectRect(windowFrame(controller.cardViews[0]), 16, 143, 361, cardHeight)
    expectRect(windowFrame(controller.cardViews[1]), 16, 143 + cardHeight + 12, 361, cardHeight)
    let restore = windowFrame(controller.restoreButton)
    #expect(abs(restore.maxY - 810) < 0.001 && abs(restore.midX - 196.5) < 0.001)
    expectRect(windowFrame(controller.subscribeButton), 16, restore.minY - 62, 361, 54)
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    // A colour literal's components are Floats, as in UIKit.
    PlanPickerViewController.accent.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    #expect(red == 1 && green == CGFloat(Float(0.584)) && blue == 0 && alpha == 1)
    PlanPickerViewController.brand.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    #expect(red == 0.357 && green == 0.278 && blue == 0.894)
    let configuration = try #require(controller.subscribeButton.configuration)
    #expect(configuration.title == "Start free trial" && configuration.imagePadding == 8)
    #expect(configuration.image?.symbolName == "sparkles")
    #expect(controller.cardViews[1].layer.borderColor == PlanPickerViewController.accent)
    controller.cardViews[0].simulateTap()
    #expect(controller.selectedIndex == 0)
    #expect(controller.cardViews[0].layer.borderColor == PlanPickerViewController.accent)
    #expect(controller.cardViews[1].layer.borderColor == .separator)
    controller.subscribeButton.simulateTap()
    #expect(controller.subscribed == ["Monthly"])
  }

  @Test func articleHeroKeepsThePhotosAspectRatio() throws {
    let controller = ArticleDetailViewController()
    let hosted = host(controller, on: .iPhone15Pro)
    expectClean(hosted)
    let photo = try #require(controller.heroView.image)
    #expect(photo.size == CGSize(width: 390, height: 260) && photo.scale == 3)
    expectRect(controller.scrollView.frame, 0, 0, 393, 852)
    expectRect(controller.heroView.frame, 0, 0, 393, 262)
    expectRect(controller.gradient.frame, 0, 0, 393, 262)
    #expect(controller.gradient.locations == [0.4, 1])
    #expect(controller.titleLabel.font.fontName == "Georgia-Bold")
    #expect(abs(controller.titleLabel.frame.maxY - 246) < 0.001)
    #expect(controller.titleLabel.frame.minX == 20 && controller.titleLabel.frame.width == 353)
    #expect(controller.scrollView.contentSize.height > 852)
    #expect(controller.scrollView.adjustedContentInset.top == 59)
    #expect(
      abs(controller.scrollView.contentSize.height - (controller.bodyLabel.frame.maxY + 24)) < 0.001
    )
  }

  @Test func playerRingFollowsTheButton() throws {
    let player = PlayerControlsView(duration: 120)
    let hosted = hostView(player, width: 393)
    expectClean(hosted)
    expectRect(player.frame, 0, 0, 393, 88)
    expectRect(player.playButton.frame, 160.5, 8, 72, 72)
    let ring = try #require(player.ring.path)
    let box = ring.boundingBoxOfPath
    #expect(abs(box.minX - 162.5) < 0.001 && abs(box.minY - 10) < 0.001)
    #expect(abs(box.width - 68) < 0.001 && abs(box.height - 68) < 0.001)
    expectRect(player.ring.frame, 0, 0, 393, 88)
    player.setProgress(30)
    #expect(player.ring.strokeEnd == 0.25)
    #expect(player.elapsedLabel.text == "0:30" && player.remainingLabel.text == "-1:30")
    #expect(player.elapsedLabel.frame.minX == 16 && player.remainingLabel.frame.maxX == 377)
    player.playButton.simulateTap()
    #expect(player.isPlaying)
    #expect(player.playButton.image(for: .normal)?.symbolName == "pause.fill")
  }

  @Test func toastSitsAboveTheHomeIndicator() {
    let controller = UIViewController()
    let hosted = host(controller, on: .iPhone15Pro)
    let toast = ToastView(message: "Saved to your library", symbol: "checkmark.circle.fill")
    let diagnostics = LayoutDiagnostics.capture {
      toast.show(in: controller.view)
      hosted.window.layoutIfNeeded()
    }
    #expect(diagnostics.isEmpty)
    #expect(!toast.hasAmbiguousLayout && !toast.messageLabel.hasAmbiguousLayout)
    let frame = windowFrame(toast)
    #expect(frame.height == 44 && frame.maxY == 802 && abs(frame.midX - 196.5) < 0.001)
    expectRect(toast.blurView.frame, 0, 0, frame.width, 44)
    expectRect(toast.blurView.contentView.frame, 0, 0, frame.width, 44)
    expectRect(toast.iconView.frame, 16, 12, 20, 20)
    let label = toast.messageLabel.frame
    #expect(label.minX == 44 && abs(label.maxX - (frame.width - 18)) < 0.001)
    #expect((toast.blurView.effect as? UIBlurEffect)?.style == .systemMaterial)
  }

  @Test func socialSignInButtonsAndTheDrawnDivider() {
    let controller = SocialSignInViewController()
    let hosted = host(controller, on: .iPhone15Pro)
    expectClean(hosted)
    expectRect(windowFrame(controller.stack), 16, 584, 361, 210)
    expectRect(windowFrame(controller.providerButtons[0]), 16, 584, 361, 50)
    expectRect(windowFrame(controller.providerButtons[1]), 16, 646, 361, 50)
    expectRect(windowFrame(controller.divider), 16, 708, 361, 24)
    expectRect(windowFrame(controller.emailButton), 16, 744, 361, 50)
    #expect(controller.divider.drawCount == 1)
    #expect(controller.providerButtons[0].configuration?.imagePadding == 10)
    controller.providerButtons[1].simulateTap()
    controller.emailButton.simulateTap()
    #expect(controller.chosen == ["Google", "email"])
  }

  @Test func reviewRowsShowTheAvatarAndStars() throws {
    let controller = ReviewsViewController(reviews: [
      .init(author: "Tomás", stars: 4, title: "Great bread knife", text: "Cuts cleanly."),
      .init(author: "Aiko", stars: 5, title: "Worth it", text: "Sharp, balanced, beautiful."),
    ])
    let hosted = host(controller, on: .iPhone15Pro)
    expectClean(hosted)
    let cells = controller.tableView.visibleCells.compactMap { $0 as? ReviewCell }
    try #require(cells.count == 2)
    #expect(cells[0].avatar.image?.size == CGSize(width: 64, height: 64))
    expectRect(cells[0].avatar.frame, 16, 16, 32, 32)
    #expect(cells[0].stars.arrangedSubviews.count == 5)
    #expect(cells[0].stars.frame.maxY == 48 && cells[0].stars.frame.minX == 58)
    let stars = cells[0].stars.arrangedSubviews.compactMap { ($0 as? UIImageView)?.image }
    #expect(
      stars.map { $0.symbolName ?? "" } == [
        "star.fill", "star.fill", "star.fill", "star.fill", "star",
      ])
    let headline = labelHeight(17, scale: 3)
    let content = 16 + 32 + 10 + headline + 4 + headline + 16
    expectRect(cells[0].titleLabel.frame, 16, 58, 361, headline)
    #expect(abs(cells[0].contentView.frame.height - content) < 0.001)
    #expect(abs(cells[1].frame.minY - cells[0].frame.maxY) < 0.001)
  }
}
