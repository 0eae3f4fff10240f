import Foundation
import OpenUIKit

/// Audits a screen in many configurations (devices, orientations, text sizes, directions,
/// appearances) and says what is wrong, where, and how to fix it.
///
/// ```swift
/// let report = LayoutAudit.run(configurations: AuditConfiguration.standard) {
///   SettingsViewController()
/// }
/// #expect(report.findings.isEmpty, "\(report)")
/// ```
///
/// The rules are defined in the article "Audit rules".
public enum LayoutAudit {
  /// Audits the controller `makeController` returns: a fresh one per configuration, shown as
  /// the root of that configuration's window, laid out, its animations settled on a virtual
  /// clock.
  @MainActor
  public static func run(
    configurations: [AuditConfiguration] = AuditConfiguration.standard,
    _ makeController: () -> UIViewController
  ) -> AuditReport {
    run(configurations: configurations, inspect: { _, _, _ in }, makeController)
  }

  /// Audits the controller `makeController` returns, as `run(configurations:_:)`
  /// does, and hands each configuration's window and findings to `inspect` before the window
  /// is taken down (to draw a picture of it).
  @MainActor
  public static func run(
    configurations: [AuditConfiguration] = AuditConfiguration.standard,
    inspect: (AuditConfiguration, UIWindow, [AuditFinding]) -> Void,
    _ makeController: () -> UIViewController
  ) -> AuditReport {
    var findings: [AuditFinding] = []
    for configuration in configurations {
      AuditHost.host(configuration, make: makeController) { window, controller, diagnostics in
        let root = (controller as? AuditViewController)?.content ?? controller.view!
        let found = audit(configuration, window: window, root: root, diagnostics: diagnostics)
        inspect(configuration, window, found)
        findings += found
      }
    }
    return AuditReport(findings: findings, configurations: configurations)
  }

  /// Audits the view `makeView` returns: a fresh one per configuration, placed at the top
  /// leading corner of the window's safe area on a `.systemBackground` view, `size` points
  /// large (nil: as wide as the safe area and as tall as it fits, from
  /// `systemLayoutSizeFitting`). Paths start at the view.
  @MainActor
  public static func run(
    configurations: [AuditConfiguration] = AuditConfiguration.standard, size: CGSize? = nil,
    _ makeView: () -> UIView
  ) -> AuditReport {
    run(configurations: configurations) { AuditViewController(content: makeView(), size: size) }
  }

  /// Runs every rule on one hosted configuration; the findings in ``AuditFinding/Kind`` order.
  @MainActor
  static func audit(
    _ configuration: AuditConfiguration, window: UIWindow, root: UIView,
    diagnostics: [LayoutDiagnostic]
  ) -> [AuditFinding] {
    let context = AuditContext(configuration: configuration, window: window, root: root)
    var children: [Int: [Int]] = [:]
    for (index, node) in context.nodes.enumerated() {
      if let parent = node.parent { children[parent, default: []].append(index) }
    }
    ConstraintRules.unsatisfiable(context, diagnostics: diagnostics)
    ConstraintRules.ambiguous(context)
    TextRules.truncated(context)
    let offscreen = GeometryRules.offscreen(context)
    GeometryRules.clipped(context, offscreen: offscreen)
    GeometryRules.overlapping(context, children: children)
    GeometryRules.outsideSafeArea(context, children: children)
    TapTargetRules.smallTargets(context)
    ContrastRules.check(context)
    TapTargetRules.missingLabels(context)
    let order = Dictionary(
      uniqueKeysWithValues: AuditFinding.Kind.allCases.enumerated().map { ($1, $0) })
    return context.findings.enumerated().sorted {
      let (a, b) = (order[$0.element.kind]!, order[$1.element.kind]!)
      return a != b ? a < b : $0.offset < $1.offset
    }.map(\.element)
  }
}

/// The controller a view is audited in: a `.systemBackground` view with the audited view at
/// the top leading corner of its safe area.
@MainActor
final class AuditViewController: UIViewController {
  let content: UIView
  let size: CGSize?

  init(content: UIView, size: CGSize?) {
    self.content = content
    self.size = size
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    content.translatesAutoresizingMaskIntoConstraints = true
    view.addSubview(content)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let safe = view.bounds.inset(by: view.safeAreaInsets)
    let target =
      size
      ?? content.systemLayoutSizeFitting(
        CGSize(width: safe.width, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
    let x =
      view.effectiveUserInterfaceLayoutDirection == .rightToLeft
      ? safe.maxX - target.width : safe.minX
    let frame = CGRect(origin: CGPoint(x: x, y: safe.minY), size: target)
    if content.frame != frame { content.frame = frame }
  }
}
