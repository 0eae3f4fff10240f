import Foundation
import OpenUIKit

extension Snapshotting where Value == UIViewController, Format == UIImage {
  /// The controller's screen at its view's current size, with no safe area.
  public static var image: Snapshotting { .image() }

  /// The controller's screen at its view's size (or `size`) with no safe area; see
  /// ``image(on:drawHierarchyInKeyWindow:precision:perceptualPrecision:size:traits:)``.
  public static func image(
    drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
    size: CGSize? = nil, traits: UITraitCollection = .init()
  ) -> Snapshotting {
    .image(
      on: ViewImageConfig(), precision: precision, perceptualPrecision: perceptualPrecision,
      size: size, traits: traits)
  }

  /// The controller's screen on a device: a window of the configuration's size (or `size`) and
  /// safe area, with the configuration's traits and `traits` on top, the appearance cycle run
  /// and laid out, drawn at the traits' display scale (3 for the iPhone 13 Pro: a
  /// 1170 × 2532 px image), with anything the controller presents.
  public static func image(
    on config: ViewImageConfig, drawHierarchyInKeyWindow: Bool = false, precision: Float = 1,
    perceptualPrecision: Float = 1, size: CGSize? = nil, traits: UITraitCollection = .init()
  ) -> Snapshotting {
    let merged = SnapshotHost.traits(config, traits)
    let scale = SnapshotHost.scale(merged)
    return SimplySnapshotting<UIImage>.image(
      precision: precision, perceptualPrecision: perceptualPrecision, scale: scale
    ).pullback { controller in
      MainActor.assumeIsolated {
        let window = SnapshotHost.host(controller, config: config, size: size, traits: traits)
        defer { window.rootViewController = nil }
        return SnapshotHost.image(of: window, traits: merged)
      }
    }
  }
}

extension Snapshotting where Value == UIViewController, Format == String {
  /// The controller hierarchy: each controller's class, indented by depth, with its view's
  /// frame (OpenUIKit's form of UIKit's private `_printHierarchy`).
  public static var hierarchy: Snapshotting {
    SimplySnapshotting<String>.lines.pullback { controller in
      MainActor.assumeIsolated { ControllerHierarchy.describe(controller) }
    }
  }

  /// The controller's view tree on a device (see ``recursiveDescription(on:size:traits:)``).
  public static var recursiveDescription: Snapshotting { .recursiveDescription() }

  /// The controller's view tree as `recursiveDescription()` prints it, hosted on a device as
  /// the image strategy hosts it; addresses left out.
  public static func recursiveDescription(
    on config: ViewImageConfig = .init(), size: CGSize? = nil, traits: UITraitCollection = .init()
  ) -> Snapshotting {
    SimplySnapshotting<String>.lines.pullback { controller in
      MainActor.assumeIsolated {
        let window = SnapshotHost.host(controller, config: config, size: size, traits: traits)
        defer { window.rootViewController = nil }
        return purgingPointers(controller.view.recursiveDescription())
      }
    }
  }
}

/// The text of the `.hierarchy` strategy.
@MainActor
enum ControllerHierarchy {
  static func describe(_ controller: UIViewController) -> String {
    var lines: [String] = []
    func visit(_ c: UIViewController, depth: Int, prefix: String) {
      let indent = String(repeating: "   | ", count: depth)
      let frame = c.isViewLoaded ? ", frame \(format(c.view.frame))" : ", view not loaded"
      lines.append("\(indent)\(prefix)<\(String(describing: type(of: c)))\(frame)>")
      for child in c.children { visit(child, depth: depth + 1, prefix: "") }
    }
    visit(controller, depth: 0, prefix: "")
    return lines.joined(separator: "\n")
  }

  static func format(_ r: CGRect) -> String {
    func n(_ v: CGFloat) -> String {
      v == v.rounded() ? String(Int(v)) : String(format: "%.3f", Double(v))
    }
    return "(\(n(r.minX)) \(n(r.minY)); \(n(r.width)) \(n(r.height)))"
  }
}
