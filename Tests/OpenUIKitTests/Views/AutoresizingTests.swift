import Foundation
import OpenUIKit
import Testing

/// `translatesAutoresizingMaskIntoConstraints` and the autoresizing translation (reference
/// §4.4).
@MainActor
@Suite struct AutoresizingTests: LayoutBehaviorSuite {
  /// One of TMAR's measured examples: a child at x = 160, width 80 in a 320 pt wide
  /// superview, and the constraints UIKit generated for its horizontal mask, evaluated at a
  /// superview width of 400.
  struct Example: Sendable, CustomTestStringConvertible {
    let mask: UIView.AutoresizingMask
    let name: String
    /// The child's x and width once the superview is 400 pt wide.
    let x: CGFloat
    let width: CGFloat

    var testDescription: String { name }
  }

  nonisolated static let examples: [Example] = [
    // width == 80, centerX == 200
    Example(mask: [], name: "none", x: 160, width: 80),
    // width == 80, centerX == sv.width − 120
    Example(mask: [.flexibleLeftMargin], name: "LM", x: 240, width: 80),
    // width == sv.width − 240, centerX == sv.centerX + 40
    Example(mask: [.flexibleWidth], name: "W", x: 160, width: 160),
    // width == 0.333333·sv.width − 26.6667, centerX == 1.66667·sv.centerX − 66.6667
    Example(
      mask: [.flexibleLeftMargin, .flexibleWidth], name: "LM+W", x: 640.0 / 3, width: 320.0 / 3),
    // width == 80, centerX == 200
    Example(mask: [.flexibleRightMargin], name: "RM", x: 160, width: 80),
    // width == 80, centerX == 0.625·sv.width
    Example(mask: [.flexibleLeftMargin, .flexibleRightMargin], name: "LM+RM", x: 210, width: 80),
    // width == 0.5·sv.width − 80, centerX == 0.5·sv.centerX + 120
    Example(mask: [.flexibleWidth, .flexibleRightMargin], name: "W+RM", x: 160, width: 120),
    // width == 0.25·sv.width, centerX == 0.625·sv.width
    Example(
      mask: [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin], name: "LM+W+RM", x: 200,
      width: 100),
  ]

  @Test func defaults() {
    let view = UIView()
    #expect(view.translatesAutoresizingMaskIntoConstraints)
    #expect(view.autoresizingMask == [])
    #expect(UIView.AutoresizingMask.flexibleLeftMargin.rawValue == 1)
    #expect(UIView.AutoresizingMask.flexibleWidth.rawValue == 2)
    #expect(UIView.AutoresizingMask.flexibleRightMargin.rawValue == 4)
    #expect(UIView.AutoresizingMask.flexibleTopMargin.rawValue == 8)
    #expect(UIView.AutoresizingMask.flexibleHeight.rawValue == 16)
    #expect(UIView.AutoresizingMask.flexibleBottomMargin.rawValue == 32)
  }

  @Test func aFrameBasedViewKeepsItsFrameAmongAutoLayoutViews() {
    let (window, root) = makePhoneWindow()
    let manual = UIView(frame: CGRect(x: 12.5, y: 100, width: 200, height: 44))
    root.addSubview(manual)
    let auto = addAutoLayoutView(to: root)
    NSLayoutConstraint.activate(pin(auto, in: root, 0, 0, 50, 50))
    window.layoutIfNeeded()
    expectFrame(manual.frame, 12.5, 100, 200, 44)
    expectFrame(auto.frame, 0, 0, 50, 50)
  }

  @Test func constraintsRelativeToAFrameBasedView() {
    let (window, root) = makePhoneWindow()
    let header = UIView(frame: CGRect(x: 20, y: 80, width: 353, height: 60))
    root.addSubview(header)
    let below = addAutoLayoutView(to: root)
    NSLayoutConstraint.activate([
      below.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 10),
      below.leadingAnchor.constraint(equalTo: header.leadingAnchor),
      below.trailingAnchor.constraint(equalTo: header.centerXAnchor),
      below.heightAnchor.constraint(equalTo: header.heightAnchor, multiplier: 0.5),
    ])
    let diagnostics = LayoutDiagnostics.capture { window.layoutIfNeeded() }
    #expect(diagnostics.isEmpty)
    expectFrame(header.frame, 20, 80, 353, 60)
    expectFrame(below.frame, 20, 150, 176.5, 30)
    #expect(!header.hasAmbiguousLayout)
  }

  @Test func settingTheFrameOfAFrameBasedViewUpdatesLayout() {
    let (window, root) = makePhoneWindow()
    let header = UIView(frame: CGRect(x: 20, y: 80, width: 353, height: 60))
    root.addSubview(header)
    let below = addAutoLayoutView(to: root)
    NSLayoutConstraint.activate([
      below.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 10),
      below.leadingAnchor.constraint(equalTo: header.leadingAnchor),
      below.widthAnchor.constraint(equalTo: header.widthAnchor),
      below.heightAnchor.constraint(equalToConstant: 30),
    ])
    window.layoutIfNeeded()
    header.frame = CGRect(x: 0, y: 200, width: 100, height: 20)
    expectFrame(header.frame, 0, 200, 100, 20)
    window.layoutIfNeeded()
    expectFrame(header.frame, 0, 200, 100, 20)
    expectFrame(below.frame, 0, 230, 100, 30)
    header.center = CGPoint(x: 150, y: 300)
    window.layoutIfNeeded()
    expectFrame(header.frame, 100, 290, 100, 20)
    expectFrame(below.frame, 100, 320, 100, 30)
  }

  /// An Auto Layout superview resized by its constraints: the child's autoresizing mask
  /// turned into constraints by the engine (a sibling constrained to the child puts it in the
  /// engine). The superview is laid out at 320 pt before the child joins it, so that the
  /// translation starts from TMAR's geometry.
  @Test(arguments: examples)
  func maskTranslatedIntoConstraints(example: Example) {
    let root = makeRoot(width: 500, height: 200)
    let superview = addAutoLayoutView(to: root)
    let width = superview.widthAnchor.constraint(equalToConstant: 320)
    NSLayoutConstraint.activate([
      superview.leftAnchor.constraint(equalTo: root.leftAnchor),
      superview.topAnchor.constraint(equalTo: root.topAnchor),
      superview.heightAnchor.constraint(equalToConstant: 100),
      width,
    ])
    root.layoutIfNeeded()  // the superview is 320 pt wide when the child joins it
    let child = UIView(frame: CGRect(x: 160, y: 10, width: 80, height: 20))
    child.autoresizingMask = example.mask
    superview.addSubview(child)
    let probe = addAutoLayoutView(to: superview)
    NSLayoutConstraint.activate([
      probe.leadingAnchor.constraint(equalTo: child.leadingAnchor),
      probe.trailingAnchor.constraint(equalTo: child.trailingAnchor),
      probe.topAnchor.constraint(equalTo: child.bottomAnchor),
      probe.heightAnchor.constraint(equalToConstant: 5),
    ])
    root.layoutIfNeeded()
    expectFrame(child.frame, 160, 10, 80, 20)
    expectFrame(probe.frame, 160, 30, 80, 5)
    width.constant = 400
    root.layoutIfNeeded()
    expectFrame(child.frame, example.x, 10, example.width, 20)
    expectFrame(probe.frame, example.x, 30, example.width, 5)

  }

  /// A frame-based superview resized by setting its frame: springs and struts.
  @Test(arguments: examples)
  func maskAppliedWhenAFrameBasedSuperviewResizes(example: Example) {
    let superview = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    let child = UIView(frame: CGRect(x: 160, y: 10, width: 80, height: 20))
    child.autoresizingMask = example.mask
    superview.addSubview(child)
    superview.frame = CGRect(x: 0, y: 0, width: 400, height: 100)
    superview.layoutIfNeeded()
    expectFrame(child.frame, example.x, 10, example.width, 20)

  }

  /// The vertical axis follows the same rule (TMAR's all-flexible row, transposed).
  @Test func verticalMaskTranslatedIntoConstraints() {
    let root = makeRoot(width: 200, height: 500)
    let superview = addAutoLayoutView(to: root)
    let height = superview.heightAnchor.constraint(equalToConstant: 320)
    NSLayoutConstraint.activate([
      superview.leftAnchor.constraint(equalTo: root.leftAnchor),
      superview.topAnchor.constraint(equalTo: root.topAnchor),
      superview.widthAnchor.constraint(equalToConstant: 100),
      height,
    ])
    root.layoutIfNeeded()
    let child = UIView(frame: CGRect(x: 10, y: 160, width: 20, height: 80))
    child.autoresizingMask = [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
    superview.addSubview(child)
    let probe = addAutoLayoutView(to: superview)
    NSLayoutConstraint.activate([
      probe.topAnchor.constraint(equalTo: child.topAnchor),
      probe.bottomAnchor.constraint(equalTo: child.bottomAnchor),
      probe.leadingAnchor.constraint(equalTo: child.trailingAnchor),
      probe.widthAnchor.constraint(equalToConstant: 5),
    ])
    root.layoutIfNeeded()
    height.constant = 400
    root.layoutIfNeeded()
    expectFrame(child.frame, 10, 200, 20, 100)
    expectFrame(probe.frame, 30, 200, 5, 100)
  }

  /// A view controller's root view follows its window's size (autoresizing W+H).
  @Test func rootViewFollowsTheWindow() {
    let (window, root) = makePhoneWindow()
    #expect(root.autoresizingMask == [.flexibleWidth, .flexibleHeight])
    let inner = addAutoLayoutView(to: root)
    NSLayoutConstraint.activate([
      inner.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      inner.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
      inner.topAnchor.constraint(equalTo: root.topAnchor),
      inner.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    expectFrame(inner.frame, 10, 0, 373, 10)
    window.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
    window.layoutIfNeeded()
    expectFrame(root.frame, 0, 0, 852, 393)
    expectFrame(inner.frame, 10, 0, 832, 10)
  }

  /// Turning translation off removes the frame constraints; constraints then decide.
  @Test func turningTranslationOffHandsTheViewToConstraints() {
    let root = makeRoot()
    let view = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
    root.addSubview(view)
    let other = addAutoLayoutView(to: root)
    NSLayoutConstraint.activate([
      other.leftAnchor.constraint(equalTo: view.rightAnchor),
      other.topAnchor.constraint(equalTo: root.topAnchor),
      other.widthAnchor.constraint(equalToConstant: 5),
      other.heightAnchor.constraint(equalToConstant: 5),
    ])
    root.layoutIfNeeded()
    expectFrame(view.frame, 10, 10, 10, 10)
    expectFrame(other.frame, 20, 0, 5, 5)
    view.translatesAutoresizingMaskIntoConstraints = false
    let diagnostics = LayoutDiagnostics.capture {
      NSLayoutConstraint.activate([
        view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 40),
        view.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
        view.heightAnchor.constraint(equalToConstant: 20),
        view.widthAnchor.constraint(equalToConstant: 30),
      ])
      root.layoutIfNeeded()
    }
    #expect(diagnostics.isEmpty)
    expectFrame(other.frame, 70, 0, 5, 5)
    expectFrame(view.frame, 40, 50, 30, 20)
  }
}
