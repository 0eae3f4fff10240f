import Foundation
import LayoutSnapshot
import OpenUIKit

extension Snapshotting where Value == UIView, Format == UIImage {
  /// The view's picture, compared pixel for pixel.
  public static var image: Snapshotting { .image() }

  /// The view's picture at the traits' display scale (the main screen's when unspecified).
  /// A view in a window is drawn where it is; any other view is given `size` (or its own
  /// size, or its fitting size) and the traits, laid out and drawn with no safe area.
  /// `drawHierarchyInKeyWindow` is accepted and ignored: the layer tree is always drawn.
  public static func image(
    drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
    size: CGSize? = nil, traits: UITraitCollection = .init()
  ) -> Snapshotting {
    let scale = SnapshotHost.scale(traits)
    return SimplySnapshotting<UIImage>.image(
      precision: precision, perceptualPrecision: perceptualPrecision, scale: scale
    ).pullback { view in
      MainActor.assumeIsolated { SnapshotHost.image(of: view, size: size, traits: traits) }
    }
  }
}

extension Snapshotting where Value == UIView, Format == String {
  /// The view tree as `recursiveDescription()` prints it, addresses left out.
  public static var recursiveDescription: Snapshotting { .recursiveDescription() }

  /// The view tree as `recursiveDescription()` prints it, after sizing the view (`size`) with
  /// the traits; addresses are left out.
  public static func recursiveDescription(
    size: CGSize? = nil, traits: UITraitCollection = .init()
  ) -> Snapshotting {
    SimplySnapshotting<String>.lines.pullback { view in
      MainActor.assumeIsolated {
        if let size { view.frame.size = size }
        view.layoutIfNeeded()
        return purgingPointers(view.recursiveDescription())
      }
    }
  }

  /// OpenUIKit's text rendering (frames, text, colours, accessibility), in a `.txt` file.
  public static var layoutText: Snapshotting {
    SimplySnapshotting<String>.lines.pullback { view in
      MainActor.assumeIsolated { TextRenderer.render(view) }
    }
  }

  /// OpenUIKit's SVG rendering, in a `.svg` file, compared line by line.
  public static var svg: Snapshotting {
    var strategy = SimplySnapshotting<String>.lines.pullback { (view: UIView) in
      MainActor.assumeIsolated { SVGRenderer.render(view) }
    }
    strategy.pathExtension = "svg"
    return strategy
  }
}

/// The text with every `0x…` address replaced by `0x0`, so descriptions compare across runs.
func purgingPointers(_ text: String) -> String {
  text.replacingOccurrences(of: "0x[0-9a-fA-F]+", with: "0x0", options: .regularExpression)
}
