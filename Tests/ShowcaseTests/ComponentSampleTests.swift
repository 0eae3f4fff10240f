import Showcase
import Testing

/// The component samples of tutorial 002 (C1–C10), run through their showcase scripts.
@MainActor
@Suite struct ComponentSampleTests {
  func view(
    _ id: String, in sample: ShowcaseReport.Sample, step: String
  ) -> ShowcaseReport.ViewState? {
    sample.steps.first { $0.name == step }?.views[id]
  }

  @Test func c1ListsTheSetupCallsInOrder() {
    let sample = runSample("C1")
    #expect(sample.steps.map(\.name) == ["initial layout"])
    expectFrame("customView", in: sample, step: "initial layout", 16, 83, 361, 121.333)
    expectFrame("titleLabel", in: sample, step: "initial layout", 32, 99, 329, 24)
    expectFrame("callsLabel", in: sample, step: "initial layout", 32, 131, 329, 57.333)
    #expect(
      view("callsLabel", in: sample, step: "initial layout")?.text
        == "1. setupSubviews\n2. setupConstraints\n3. setupBindings")
  }

  @Test func c2FloatingLabelErrorAndNoIconVariant() {
    let sample = runSample("C2")
    #expect(
      sample.steps.map(\.name) == [
        "initial layout", "type into nameField", "show an error",
        "clear nameField and leave it empty",
      ])
    expectFrame("nameField", in: sample, step: "initial layout", 16, 83, 361, 68)
    expectFrame("nameField.containerView", in: sample, step: "initial layout", 16, 99, 361, 48)
    expectFrame("nameField.iconImageView", in: sample, step: "initial layout", 28, 113, 20, 20)
    expectFrame("nameField.textField", in: sample, step: "initial layout", 56, 112.5, 309, 21)
    // No icon: the text field is remade to span the container, inset 12.
    expectFrame("emailField", in: sample, step: "initial layout", 16, 167, 361, 68)
    expectFrame("emailField.textField", in: sample, step: "initial layout", 28, 196.5, 337, 21)
    #expect(view("emailField.iconImageView", in: sample, step: "initial layout")?.hidden == true)
    // Typing floats the label (alpha 1); update(inset: 32) keeps it on the centre.
    #expect(view("nameField.floatingLabel", in: sample, step: "initial layout")?.alpha == 0)
    #expect(view("nameField.floatingLabel", in: sample, step: "type into nameField")?.alpha == 1)
    expectFrame(
      "nameField.floatingLabel", in: sample, step: "type into nameField",
      20, 115.833, 41.333, 14.333)
    #expect(view("nameField.textField", in: sample, step: "type into nameField")?.text == "Az")
    // The error shows under the container and pushes the email field down by its height.
    let error = view("nameField.errorLabel", in: sample, step: "show an error")
    #expect(error?.hidden == false)
    #expect(error?.text == "Ism kamida 3 ta harf bo'lishi kerak")
    expectFrame("nameField.errorLabel", in: sample, step: "show an error", 16, 151, 361, 14.333)
    expectFrame("emailField", in: sample, step: "show an error", 16, 181.333, 361, 68)
    // Clearing hides the error (editingChanged); leaving empty puts the label back.
    let last = "clear nameField and leave it empty"
    #expect(view("nameField.errorLabel", in: sample, step: last)?.hidden == true)
    #expect(view("nameField.floatingLabel", in: sample, step: last)?.alpha == 0)
    #expect(view("nameField.textField", in: sample, step: last)?.text == "")
    #expect(sample.steps.allSatisfy { $0.log.isEmpty })
  }

  @Test func c3TapShowsLoadingThenNormal() {
    let sample = runSample("C3")
    expectFrame("button", in: sample, step: "initial layout", 16, 83, 361, 50)
    expectFrame("button.stackView", in: sample, step: "initial layout", 151.333, 98, 90.333, 20)
    let loading = view("button", in: sample, step: "tap the button")
    #expect(loading?.alpha == 0.7)
    #expect(view("button.stackView", in: sample, step: "tap the button")?.hidden == true)
    #expect(view("button.activityIndicator", in: sample, step: "tap the button")?.hidden == false)
    #expect(view("button", in: sample, step: "2 s later")?.alpha == 1)
    #expect(view("button.stackView", in: sample, step: "2 s later")?.hidden == false)
    // The press lasts 0.1 s, then 2 s of loading.
    #expect(sample.steps.map(\.time) == [0, 1, 2.1])
  }

  @Test func c4BadgeCountsAndHides() {
    let sample = runSample("C4")
    expectFrame("iconView", in: sample, step: "initial layout", 174.5, 91, 44, 44)
    // Centred on the icon's top-trailing corner (218.5, 91).
    expectFrame("badgeView", in: sample, step: "initial layout", 208.833, 81.833, 19.333, 18.333)
    #expect(view("badgeView.textLabel", in: sample, step: "initial layout")?.text == "5")
    expectFrame(
      "badgeView", in: sample, step: "set the count to 120", 201.333, 81.833, 34.333, 18.333)
    #expect(view("badgeView.textLabel", in: sample, step: "set the count to 120")?.text == "99+")
    #expect(view("badgeView", in: sample, step: "set the count to 0")?.hidden == true)
  }

  @Test func c5TappingStarsSetsTheRating() {
    let sample = runSample("C5")
    expectFrame("ratingView", in: sample, step: "initial layout", 113.5, 91, 166, 30)
    for index in 0..<5 {
      expectFrame(
        "ratingView.star\(index + 1)", in: sample, step: "initial layout",
        113.5 + Double(index) * 34, 91, 30, 30)
    }
    #expect(view("ratingLabel", in: sample, step: "initial layout")?.text == "Reyting: 0")
    #expect(view("ratingLabel", in: sample, step: "tap the fourth star")?.text == "Reyting: 4")
    #expect(view("ratingLabel", in: sample, step: "tap the first star")?.text == "Reyting: 1")
  }

  @Test func c6AvatarsAndOnlineDot() {
    let sample = runSample("C6")
    expectFrame("avatarView", in: sample, step: "initial layout", 84.5, 91, 100, 100)
    expectFrame("avatarImageView", in: sample, step: "initial layout", 208.5, 91, 100, 100)
    expectFrame(
      "avatarView.onlineIndicator", in: sample, step: "initial layout", 170.5, 177, 14, 14)
    expectFrame(
      "avatarView.initialsLabel", in: sample, step: "initial layout", 121.167, 129, 26.667, 24)
    #expect(view("avatarView.initialsLabel", in: sample, step: "initial layout")?.text == "AZ")
    #expect(
      view("avatarImageView.initialsLabel", in: sample, step: "initial layout")?.hidden == true)
    #expect(
      view("avatarImageView.onlineIndicator", in: sample, step: "initial layout")?.hidden == true)
    #expect(view("avatarView.onlineIndicator", in: sample, step: "go offline")?.hidden == true)
  }

  @Test func c7CardContentReplaced() {
    let sample = runSample("C7")
    expectFrame("cardView", in: sample, step: "initial layout", 16, 83, 361, 106.333)
    expectFrame("cardView.headerLabel", in: sample, step: "initial layout", 32, 99, 329, 21.667)
    expectFrame("contentLabel", in: sample, step: "initial layout", 32, 132.667, 329, 40.667)
    // 16 + 21.667 + 12 + 120 + 16.
    expectFrame("cardView", in: sample, step: "replace the content", 16, 83, 361, 185.667)
    expectFrame("customView", in: sample, step: "replace the content", 32, 132.667, 329, 120)
    #expect(view("contentLabel", in: sample, step: "replace the content") == nil)
  }

  @Test func c8EmptyStateChainAndAction() {
    let sample = runSample("C8")
    let step = "initial layout"
    expectFrame("emptyStateView", in: sample, step: step, 0, 91, 393, 283.667)
    expectFrame("emptyStateView.iconImageView", in: sample, step: step, 156.5, 115, 80, 80)
    expectFrame("emptyStateView.titleLabel", in: sample, step: step, 24, 211, 345, 24)
    expectFrame("emptyStateView.subtitleLabel", in: sample, step: step, 24, 243, 345, 33.667)
    expectFrame("emptyStateView.actionButton", in: sample, step: step, 40, 300.667, 313, 50)
    #expect(view("statusLabel", in: sample, step: step)?.text == "")
    #expect(
      view("statusLabel", in: sample, step: "tap the button")?.text == "Rasm qo'shish bosildi")
  }

  @Test func c9TokensDrawn() {
    let sample = runSample("C9")
    let step = "initial layout"
    let widths: [(String, Double)] = [
      ("xs", 32), ("sm", 64), ("md", 128), ("lg", 192), ("xl", 256),
    ]
    for (index, (name, width)) in widths.enumerated() {
      expectFrame("spacing.\(name)", in: sample, step: step, 16, 83 + Double(index) * 24, width, 16)
    }
    for (index, name) in ["primary", "background", "textMain", "textSecondary"].enumerated() {
      expectFrame("color.\(name)", in: sample, step: step, 16, 219 + Double(index) * 52, 44, 44)
    }
    #expect(view("spacing.md-label", in: sample, step: step)?.text == "Spacing.md = 16")
  }

  @Test func c10AvatarCentredThirtyTwoBelowTheContentTop() {
    let sample = runSample("C10")
    #expect(
      sample.steps.map(\.name) == [
        "initial layout", "type a name into nameField", "clear nameField and leave it empty",
        "tap save", "2 s later",
      ])
    let step = "initial layout"
    // The content is shorter than the screen and there is no navigation controller, so the
    // scroll view adds no safe-area inset: the content view starts at the window's top.
    expectFrame("scrollView", in: sample, step: step, 0, 0, 393, 852)
    expectFrame("contentView", in: sample, step: step, 0, 0, 393, 589.667)
    expectFrame("avatarView", in: sample, step: step, 146.5, 32, 100, 100)
    let controller = EditProfileViewController()
    controller.loadViewIfNeeded()
    #expect(controller.title == "Profil")
  }

  @Test func c10FieldsCardAndButtonChainedWithGaps() {
    let sample = runSample("C10")
    let step = "initial layout"
    // 32 after the avatar (bottom 132), 16, 32, 32; each inset 16.
    expectFrame("nameField", in: sample, step: step, 16, 164, 361, 68)
    expectFrame("emailField", in: sample, step: step, 16, 248, 361, 68)
    expectFrame("cardView", in: sample, step: step, 16, 348, 361, 127.667)
    expectFrame("saveButton", in: sample, step: step, 16, 507.667, 361, 50)
    // The content ends 32 below the button: 557.667 + 32.
    expectFrame("contentView", in: sample, step: step, 0, 0, 393, 589.667)
    // The rating (166 × 30) is centred in its container, 16 from its top and bottom.
    expectFrame("ratingContainer", in: sample, step: step, 32, 397.667, 329, 62)
    expectFrame("ratingView", in: sample, step: step, 113.5, 413.667, 166, 30)
    expectFrame("saveButton.stackView", in: sample, step: step, 167.5, 522.667, 58, 20)
    #expect(view("saveButton.titleLabel", in: sample, step: step)?.text == "Saqlash")
    for later in sample.steps.map(\.name) {
      expectFrame("saveButton", in: sample, step: later, 16, 507.667, 361, 50)
    }
  }

  @Test func c10TypingThenLeavingEmpty() {
    let sample = runSample("C10")
    let typed = "type a name into nameField"
    #expect(view("nameField.textField", in: sample, step: typed)?.text == "Azimjon")
    #expect(view("nameField.floatingLabel", in: sample, step: typed)?.alpha == 1)
    let cleared = "clear nameField and leave it empty"
    #expect(view("nameField.textField", in: sample, step: cleared)?.text == "")
    #expect(view("nameField.floatingLabel", in: sample, step: cleared)?.alpha == 0)
    #expect(view("nameField.errorLabel", in: sample, step: cleared)?.hidden == true)
    expectFrame("nameField", in: sample, step: cleared, 16, 164, 361, 68)
  }

  @Test func c10SaveLoadsForTwoSecondsThenReturns() {
    let sample = runSample("C10")
    let loading = "tap save"
    #expect(view("saveButton", in: sample, step: loading)?.alpha == 0.7)
    #expect(view("saveButton.stackView", in: sample, step: loading)?.hidden == true)
    #expect(view("saveButton.activityIndicator", in: sample, step: loading)?.hidden == false)
    let done = "2 s later"
    #expect(view("saveButton", in: sample, step: done)?.alpha == 1)
    #expect(view("saveButton.stackView", in: sample, step: done)?.hidden == false)
    #expect(view("saveButton.activityIndicator", in: sample, step: done)?.hidden == true)
    // Loading starts when the 0.1 s press ends and lasts 2 s.
    guard let tapped = sample.steps.first(where: { $0.name == loading }),
      let finished = sample.steps.first(where: { $0.name == done })
    else { return }
    let loadingEnds = tapped.time - 1 + 0.1 + 2
    #expect(abs(finished.time - loadingEnds) < 0.001)
    #expect(sample.steps.allSatisfy { $0.log.isEmpty })
  }
}
