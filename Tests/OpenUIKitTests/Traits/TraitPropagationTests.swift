import Foundation
import Testing

@testable import OpenUIKit

/// A view that records its trait changes and the current traits in layout and drawing.
final class TraitRecordingView: UIView {
  var changes: [UIUserInterfaceStyle] = []
  var layoutStyles: [UIUserInterfaceStyle] = []
  var drawStyles: [UIUserInterfaceStyle] = []
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    changes.append(previousTraitCollection?.userInterfaceStyle ?? .unspecified)
  }
  override func layoutSubviews() {
    super.layoutSubviews()
    layoutStyles.append(UITraitCollection.current.userInterfaceStyle)
  }
  override func draw(_ rect: CGRect) {
    drawStyles.append(UITraitCollection.current.userInterfaceStyle)
  }
}

final class TraitRecordingController: UIViewController {
  var previous: [UITraitCollection?] = []
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    previous.append(previousTraitCollection)
  }
}

/// How traits flow from the window down controllers and views, and what tells them.
@MainActor
@Suite struct TraitPropagationTests {
  func makeWindow() -> (UIWindow, TraitRecordingController, TraitRecordingView, TraitRecordingView)
  {
    let window = UIWindow(screen: .iPhone15Pro)
    let controller = TraitRecordingController()
    window.rootViewController = controller
    let parent = TraitRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = TraitRecordingView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    controller.view.addSubview(parent)
    parent.addSubview(child)
    window.makeKeyAndVisible()
    return (window, controller, parent, child)
  }

  @Test func viewsInheritTheWindowsDeviceTraits() {
    let (window, controller, parent, child) = makeWindow()
    #expect(window.traitCollection == UIScreen.iPhone15Pro.traitCollection)
    #expect(controller.traitCollection == window.traitCollection)
    #expect(controller.view.traitCollection == window.traitCollection)
    #expect(child.traitCollection.horizontalSizeClass == .compact)
    #expect(child.traitCollection.verticalSizeClass == .regular)
    #expect(child.traitCollection.displayScale == 3)
    #expect(parent.traitCollection.preferredContentSizeCategory == .large)
    let detached = UIView()
    #expect(detached.traitCollection == UIScreen.main.traitCollection)
  }

  @Test func overridesChangeTheSubtreeAndTellIt() {
    let (_, controller, parent, child) = makeWindow()
    _ = child.traitCollection
    var styleCalls: [UIUserInterfaceStyle] = []
    var sizeCalls = 0
    let registration = child.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
      (view: TraitRecordingView, previous: UITraitCollection) in
      styleCalls.append(view.traitCollection.userInterfaceStyle)
      #expect(previous.userInterfaceStyle == .light)
    }
    child.registerForTraitChanges([UITraitHorizontalSizeClass.self]) { _, _ in
      sizeCalls += 1
    }
    parent.traitOverrides.userInterfaceStyle = .dark
    #expect(parent.traitCollection.userInterfaceStyle == .dark)
    #expect(child.traitCollection.userInterfaceStyle == .dark)
    #expect(controller.view.traitCollection.userInterfaceStyle == .light)
    #expect(parent.changes == [.light])
    #expect(child.changes == [.light])
    #expect(styleCalls == [.dark])
    #expect(sizeCalls == 0)
    #expect(parent.traitOverrides.contains(UITraitUserInterfaceStyle.self))
    #expect(parent.overrideUserInterfaceStyle == .dark)
    child.unregisterForTraitChanges(registration)
    parent.overrideUserInterfaceStyle = .unspecified
    #expect(!parent.traitOverrides.contains(UITraitUserInterfaceStyle.self))
    #expect(child.traitCollection.userInterfaceStyle == .light)
    #expect(child.changes == [.light, .dark])
    #expect(styleCalls == [.dark])
  }

  @Test func controllerOverridesReachItsView() {
    let (_, controller, parent, child) = makeWindow()
    _ = child.traitCollection
    controller.overrideUserInterfaceStyle = .dark
    #expect(controller.traitCollection.userInterfaceStyle == .dark)
    #expect(controller.view.traitCollection.userInterfaceStyle == .dark)
    #expect(child.traitCollection.userInterfaceStyle == .dark)
    #expect(controller.previous.count == 1)
    #expect(controller.previous.first??.userInterfaceStyle == .light)
    #expect(parent.changes == [.light])
    controller.traitOverrides.preferredContentSizeCategory = .extraLarge
    #expect(child.traitCollection.preferredContentSizeCategory == .extraLarge)
    #expect(child.traitCollection.userInterfaceStyle == .dark)
  }

  @Test func movingIntoAnotherEnvironmentChangesTheTraits() {
    let (_, controller, parent, _) = makeWindow()
    let dark = UIView()
    dark.overrideUserInterfaceStyle = .dark
    controller.view.addSubview(dark)
    let moved = TraitRecordingView()
    parent.addSubview(moved)
    #expect(moved.traitCollection.userInterfaceStyle == .light)
    dark.addSubview(moved)
    #expect(moved.traitCollection.userInterfaceStyle == .dark)
    #expect(moved.changes == [.light])
    moved.removeFromSuperview()
    #expect(moved.traitCollection == UIScreen.main.traitCollection)
  }

  @Test func theViewsTraitsAreCurrentInLayoutAndDrawing() {
    let (window, _, parent, child) = makeWindow()
    #expect(child.layoutStyles.last == .light)
    #expect(child.drawStyles == [.light])
    parent.overrideUserInterfaceStyle = .dark
    // A colour appearance change redraws views that draw.
    child.setNeedsLayout()
    window.layoutIfNeeded()
    #expect(child.layoutStyles.last == .dark)
    #expect(child.drawStyles == [.light, .dark])
    #expect(UITraitCollection.current.userInterfaceStyle == .unspecified)
  }

  @Test func aWindowsTextSizeChangePostsTheNotification() {
    let (window, _, _, _) = makeWindow()
    _ = window.traitCollection
    final class Box: @unchecked Sendable { var posted: [UIContentSizeCategory] = [] }
    let box = Box()
    let observer = NotificationCenter.default.addObserver(
      forName: UIContentSizeCategory.didChangeNotification, object: window, queue: nil
    ) { note in
      if let category = note.userInfo?[UIContentSizeCategory.newValueUserInfoKey]
        as? UIContentSizeCategory
      {
        box.posted.append(category)
      }
    }
    window.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
    window.traitOverrides.userInterfaceStyle = .dark
    NotificationCenter.default.removeObserver(observer)
    #expect(box.posted == [.accessibilityMedium])
  }
}
