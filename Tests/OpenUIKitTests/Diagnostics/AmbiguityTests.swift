import Foundation
import OpenUIKit
import Testing

/// Ambiguous layouts (reference §5.4, sample E6): `hasAmbiguousLayout`,
/// `exerciseAmbiguityInLayout()`, `constraintsAffectingLayout(for:)`, `_autolayoutTrace()`.
@MainActor
@Suite struct AmbiguityTests: LayoutBehaviorSuite {
  static let legend = [
    "",
    "Legend:",
    "\t* - is laid out with auto layout",
    "\t+ - is laid out manually, but is represented in the layout engine because "
      + "translatesAutoresizingMaskIntoConstraints = YES",
    "\t• - layout engine host",
  ]

  /// A window with a container that holds a view lacking a height (E6), a frame-based view
  /// other views are constrained to, and a frame-based view no constraint mentions.
  func makeE6Screen() -> (
    window: UIWindow, container: UIView, custom: UIView, manual: UIView, loose: UIView
  ) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let container = addAutoLayoutView(to: window)
    NSLayoutConstraint.activate(pin(container, in: window, 0, 0, 393, 852))
    let custom = addAutoLayoutView(to: container)
    NSLayoutConstraint.activate([
      custom.topAnchor.constraint(equalTo: container.topAnchor, constant: 79),
      custom.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
      custom.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
    ])
    let manual = UIView(frame: CGRect(x: 0, y: 400, width: 100, height: 20))
    container.addSubview(manual)
    let follower = addAutoLayoutView(to: manual)
    NSLayoutConstraint.activate([
      follower.leadingAnchor.constraint(equalTo: manual.leadingAnchor),
      follower.topAnchor.constraint(equalTo: manual.topAnchor),
      follower.widthAnchor.constraint(equalTo: manual.widthAnchor),
      follower.heightAnchor.constraint(equalTo: manual.heightAnchor),
    ])
    let loose = UIView(frame: CGRect(x: 0, y: 500, width: 10, height: 10))
    container.addSubview(loose)
    window.makeKeyAndVisible()
    return (window, container, custom, manual, loose)
  }

  @Test func aMissingHeightIsAmbiguous() {
    let (window, container, custom, manual, _) = makeE6Screen()
    #expect(custom.hasAmbiguousLayout)
    #expect(!container.hasAmbiguousLayout)
    #expect(!manual.hasAmbiguousLayout)
    #expect(custom.ambiguityExplanation == ["height of \(item(custom)) is not determined"])
    custom.accessibilityIdentifier = "customView"
    #expect(custom.ambiguityExplanation == ["height of customView is not determined"])
    custom.heightAnchor.constraint(equalToConstant: 40).isActive = true
    window.layoutIfNeeded()
    #expect(!custom.hasAmbiguousLayout)
    #expect(custom.ambiguityExplanation.isEmpty)
    expectFrame(custom.frame, 16, 79, 361, 40)
  }

  @Test func aMissingPositionIsAmbiguous() {
    let root = makeRoot()
    let view = addAutoLayoutView(to: root)
    NSLayoutConstraint.activate([
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.widthAnchor.constraint(equalToConstant: 10),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(view.hasAmbiguousLayout)
    #expect(view.ambiguityExplanation == ["horizontal position of \(item(view)) is not determined"])
  }

  /// Conflicting optional constraints of equal priority leave a range of solutions
  /// (reference §1.1.6): the layout is ambiguous.
  @Test func equalOptionalPrioritiesInConflictAreAmbiguous() {
    let root = makeRoot()
    let view = addAutoLayoutView(to: root)
    let narrow = view.widthAnchor.constraint(equalToConstant: 100)
    let wide = view.widthAnchor.constraint(equalToConstant: 200)
    narrow.priority = UILayoutPriority(500)
    wide.priority = UILayoutPriority(500)
    NSLayoutConstraint.activate([
      view.leftAnchor.constraint(equalTo: root.leftAnchor),
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
      narrow, wide,
    ])
    root.layoutIfNeeded()
    #expect(view.hasAmbiguousLayout)
    narrow.priority = UILayoutPriority(501)
    root.layoutIfNeeded()
    #expect(!view.hasAmbiguousLayout)
    expectFrame(view.frame, 0, 0, 100, 10)
  }

  @Test func exerciseAmbiguityMovesOnlyAmbiguousViews() {
    let (window, container, custom, _, _) = makeE6Screen()
    let before = custom.frame
    let containerBefore = container.frame
    custom.exerciseAmbiguityInLayout()
    window.layoutIfNeeded()
    #expect(custom.frame != before)

    #expect(custom.frame.minX == before.minX && custom.frame.width == before.width)
    container.exerciseAmbiguityInLayout()
    window.layoutIfNeeded()
    #expect(container.frame == containerBefore)
  }

  @Test func constraintsAffectingLayoutPerAxis() {
    let root = makeRoot()
    let view = addAutoLayoutView(to: root)
    let left = view.leftAnchor.constraint(equalTo: root.leftAnchor)
    let width = view.widthAnchor.constraint(equalToConstant: 10)
    let top = view.topAnchor.constraint(equalTo: root.topAnchor)
    let height = view.heightAnchor.constraint(equalToConstant: 10)
    NSLayoutConstraint.activate([left, width, top, height])
    root.layoutIfNeeded()
    let horizontal = view.constraintsAffectingLayout(for: .horizontal)
    let vertical = view.constraintsAffectingLayout(for: .vertical)
    #expect(horizontal.contains { $0 === left } && horizontal.contains { $0 === width })
    #expect(!horizontal.contains { $0 === top || $0 === height })
    #expect(vertical.contains { $0 === top } && vertical.contains { $0 === height })
    #expect(!vertical.contains { $0 === left || $0 === width })
  }

  /// `_autolayoutTrace()`: one `|   ` per level, `•` for the engine host, `*` for Auto Layout
  /// views, `+` for frame-based views the engine represents, and UIKit's legend.
  @Test func autolayoutTraceMarksEveryView() throws {
    let (window, container, custom, manual, loose) = makeE6Screen()
    let lines = window._autolayoutTrace().components(separatedBy: "\n")
    try #require(lines.count == 6 + Self.legend.count)
    #expect(lines[0] == "•UIWindow:\(address(window))")
    #expect(lines[1] == "|   *\(item(container))")
    #expect(lines[2].hasPrefix("|   |   *\(item(custom))"))
    #expect(lines[3] == "|   |   +\(item(manual))")
    #expect(lines[4] == "|   |   |   *\(item(manual.subviews[0]))")
    #expect(lines[5] == "|   |   \(item(loose))")

    #expect(Array(lines.suffix(Self.legend.count)) == Self.legend)
    #expect(custom.window === window)
  }

  /// The engine's host is placed by hand: a window whose root view controller's view is
  /// frame-based is never reported ambiguous, in `hasAmbiguousLayout` or in the trace (found
  /// by the showcase's sample E6).
  @Test func theEngineHostIsNeverAmbiguous() {
    let window = UIWindow(screen: .iPhone15Pro)
    let controller = UIViewController()
    window.rootViewController = controller
    let root = controller.view!
    let custom = addAutoLayoutView(to: root)
    NSLayoutConstraint.activate([
      custom.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
      custom.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      custom.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
    ])
    window.makeKeyAndVisible()
    #expect(!window.hasAmbiguousLayout)
    #expect(window.ambiguityExplanation.isEmpty)
    #expect(custom.hasAmbiguousLayout)
    let lines = window._autolayoutTrace().components(separatedBy: "\n")
    #expect(lines.first == "•UIWindow:\(address(window))")
  }

  /// UIKit's ambiguous line (PureLayout issue 62, a real trace:
  /// `*UILabel:0x78f31230- AMBIGUOUS LAYOUT for UILabel:0x78f31230.minY{id: 1860}`): no space
  /// before the dash, and each engine variable is followed by `{id: n}`.
  @Test func autolayoutTraceNamesTheAmbiguousVariable() {
    let (window, _, custom, _, _) = makeE6Screen()
    let lines = window._autolayoutTrace().components(separatedBy: "\n")
    let line = lines.first { $0.contains(item(custom)) } ?? ""
    #expect(line.contains("AMBIGUOUS LAYOUT for \(item(custom)).Height"))
    let uikit = try? Regex(
      "^\\|   \\|   \\*UIView:\(address(custom))- AMBIGUOUS LAYOUT for "
        + "UIView:\(address(custom))\\.Height\\{id: [0-9]+\\}$")
    #expect(uikit.map { line.wholeMatch(of: $0) != nil } == true)

  }
}
