import Foundation

@testable import OpenUIKit

/// A controller that writes its appearance, layout and containment callbacks into a shared
/// log as `name.callback`, so tests can compare the exact order.
@MainActor
final class LoggingController: UIViewController {
  let name: String
  let log: AppearanceLog

  init(_ name: String, log: AppearanceLog) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    log.add("\(name).viewDidLoad")
  }
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.add("\(name).viewWillAppear(\(animated))")
  }
  override func viewIsAppearing(_ animated: Bool) {
    super.viewIsAppearing(animated)
    log.add("\(name).viewIsAppearing(\(animated)) window=\(view.window != nil)")
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.add("\(name).viewDidAppear(\(animated))")
  }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    log.add("\(name).viewWillDisappear(\(animated))")
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    log.add("\(name).viewDidDisappear(\(animated))")
  }
  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    if log.includesLayout { log.add("\(name).viewWillLayoutSubviews") }
  }
  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    if log.includesLayout { log.add("\(name).viewDidLayoutSubviews") }
  }
  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    log.add(
      "\(name).willMove(toParent: \(parent.map { ($0 as? LoggingController)?.name ?? "?" } ?? "nil"))"
    )
  }
  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    log.add(
      "\(name).didMove(toParent: \(parent.map { ($0 as? LoggingController)?.name ?? "?" } ?? "nil"))"
    )
  }
}

/// The shared log of ``LoggingController``s.
@MainActor
final class AppearanceLog {
  var entries: [String] = []
  /// Whether `viewWillLayoutSubviews` / `viewDidLayoutSubviews` are logged too.
  var includesLayout = false

  func add(_ entry: String) { entries.append(entry) }

  /// The entries so far, emptying the log.
  func take() -> [String] {
    defer { entries = [] }
    return entries
  }
}
