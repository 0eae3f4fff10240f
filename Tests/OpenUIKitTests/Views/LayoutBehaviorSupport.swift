import Foundation
import OpenUIKit
import Testing

/// Helpers shared by the behaviour suites in `Constraints/`, `Views/`, `Diagnostics/` and
/// `Hosting/`. Suites adopt the protocol to call them unqualified; the fixture classes live in
/// ``LayoutFixtures``.
@MainActor
protocol LayoutBehaviorSuite {}

/// The view classes the behaviour suites lay out.
enum LayoutFixtures {
  /// A view with a settable intrinsic content size (a stand-in for a label); setting
  /// ``size`` does not invalidate it, so tests choose when to call
  /// `invalidateIntrinsicContentSize()`.
  @MainActor
  final class IntrinsicView: UIView {
    var size: CGSize

    init(_ width: CGFloat, _ height: CGFloat) {
      size = CGSize(width: width, height: height)
      super.init(frame: .zero)
      translatesAutoresizingMaskIntoConstraints = false
    }

    required init?(coder: NSCoder) {
      fatalError("init(coder:) has not been implemented")
    }

    override var intrinsicContentSize: CGSize { size }
  }

  /// Appends `"<name>.<event>"` to a shared log for each layout callback.
  @MainActor
  final class RecordingView: UIView {
    let name: String
    let log: EventLog

    init(_ name: String, log: EventLog) {
      self.name = name
      self.log = log
      super.init(frame: .zero)
      translatesAutoresizingMaskIntoConstraints = false
    }

    required init?(coder: NSCoder) {
      fatalError("init(coder:) has not been implemented")
    }

    override func updateConstraints() {
      log.events.append("\(name).updateConstraints")
      super.updateConstraints()
    }

    override func layoutSubviews() {
      log.events.append("\(name).layoutSubviews")
      super.layoutSubviews()
    }
  }

  /// The events recorded by ``RecordingView`` and ``RecordingViewController``.
  @MainActor
  final class EventLog {
    var events: [String] = []
  }

  /// A view controller whose root view records its layout callbacks.
  @MainActor
  final class RecordingViewController: UIViewController {
    let log: EventLog

    init(log: EventLog) {
      self.log = log
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
      fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
      log.events.append("vc.loadView")
      let root = RecordingView("root", log: log)
      root.translatesAutoresizingMaskIntoConstraints = true
      view = root
    }

    override func viewDidLoad() {
      log.events.append("vc.viewDidLoad")
      super.viewDidLoad()
    }

    override func viewWillLayoutSubviews() {
      log.events.append("vc.viewWillLayoutSubviews")
      super.viewWillLayoutSubviews()
    }

    override func viewDidLayoutSubviews() {
      log.events.append("vc.viewDidLayoutSubviews")
      super.viewDidLayoutSubviews()
    }

    override func updateViewConstraints() {
      log.events.append("vc.updateViewConstraints")
      super.updateViewConstraints()
    }

    override func viewSafeAreaInsetsDidChange() {
      log.events.append("vc.viewSafeAreaInsetsDidChange")
      super.viewSafeAreaInsetsDidChange()
    }
  }
}

extension LayoutBehaviorSuite {
  typealias IntrinsicView = LayoutFixtures.IntrinsicView
  typealias RecordingView = LayoutFixtures.RecordingView
  typealias EventLog = LayoutFixtures.EventLog
  typealias RecordingViewController = LayoutFixtures.RecordingViewController

  /// `0x` and the object's address in lowercase hexadecimal, as UIKit prints objects.
  func address(_ object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
  }

  /// `UIView:0x…`, as UIKit prints an item inside a constraint.
  func item(_ view: UIView) -> String {
    "UIView:\(address(view))"
  }

  /// Expects `actual` to equal `(x, y, width, height)` to 1/1000 pt.
  func expectFrame(
    _ actual: CGRect, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let expected = CGRect(x: x, y: y, width: width, height: height)
    let close =
      abs(actual.minX - x) < 0.001 && abs(actual.minY - y) < 0.001
      && abs(actual.width - width) < 0.001 && abs(actual.height - height) < 0.001
    #expect(close, "\(actual) is not \(expected)", sourceLocation: sourceLocation)
  }

  /// Expects `actual` to equal `expected` to 1/1000 pt.
  func expectValue(
    _ actual: CGFloat, _ expected: CGFloat, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      abs(actual - expected) < 0.001, "\(actual) is not \(expected)", sourceLocation: sourceLocation
    )
  }

  /// A detached root view of the given size (its own layout engine once constraints exist).
  func makeRoot(width: CGFloat = 400, height: CGFloat = 400) -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
  }

  /// A view using Auto Layout (`translatesAutoresizingMaskIntoConstraints == false`) added
  /// to `parent`.
  func addAutoLayoutView(to parent: UIView) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    return view
  }

  /// Constraints giving `view` the frame `(x, y, width, height)` in `parent` (left, top,
  /// width, height).
  func pin(
    _ view: UIView, in parent: UIView, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat,
    _ height: CGFloat
  ) -> [NSLayoutConstraint] {
    [
      view.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: x),
      view.topAnchor.constraint(equalTo: parent.topAnchor, constant: y),
      view.widthAnchor.constraint(equalToConstant: width),
      view.heightAnchor.constraint(equalToConstant: height),
    ]
  }

  /// A 393 × 852 window (zero safe area of its own) whose root view controller adds the
  /// iPhone 15 Pro safe area (59, 0, 34, 0), made key and visible.
  func makePhoneWindow(
    _ controller: UIViewController = UIViewController()
  ) -> (window: UIWindow, root: UIView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return (window, controller.view)
  }

  /// The messages of `diagnostics` that report an exception UIKit would raise (`name`),
  /// as `reason` texts.
  func raisedReasons(_ diagnostics: [LayoutDiagnostic], name: String) -> [String] {
    diagnostics.compactMap { diagnostic in
      if case .raised(let raisedName, let reason) = diagnostic, raisedName == name {
        return reason
      }
      return nil
    }
  }
}
