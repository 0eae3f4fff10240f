import Foundation
import OpenUIKit

/// Captures a view tree as ``RenderNode`` values.
@MainActor
public enum RenderTree {
  /// Extra content for view classes the capture does not know (labels register here when
  /// their module provides text layout): return nil to fall back to the built-in rules.
  public static var contentProviders: [@MainActor (UIView) -> RenderNode.Content?] = []

  /// The visible tree under `view` (hidden views and views with alpha 0 are left out, with
  /// their subviews). The root is drawn at the origin of its bounds, without its own frame
  /// position or transform.
  public static func capture(_ view: UIView) -> RenderNode? {
    var counter = 0
    let b = view.bounds
    let rootTransform = CGAffineTransform(translationX: -b.minX, y: -b.minY)
    return node(for: view, transform: rootTransform, counter: &counter)
  }

  /// The map from a view's bounds coordinates to its superview's: the bounds centre goes to
  /// `center` through `transform`.
  public static func localTransform(of view: UIView) -> CGAffineTransform {
    let b = view.bounds
    let c = view.center
    let toMiddle = CGAffineTransform(translationX: -b.midX, y: -b.midY)
    let back = CGAffineTransform(translationX: c.x, y: c.y)
    return toMiddle.concatenating(view.transform).concatenating(back)
  }

  static func node(for view: UIView, transform: CGAffineTransform, counter: inout Int)
    -> RenderNode?
  {
    guard !view.isHidden, view.alpha > 0 else { return nil }
    counter += 1
    let id = view.accessibilityIdentifier ?? "\(String(describing: type(of: view)))#\(counter)"
    let layer = view.layer
    var shadow: RenderShadow?
    if layer.shadowOpacity > 0, let color = layer.shadowColor {
      shadow = RenderShadow(
        color: RenderColor(color).fading(Double(layer.shadowOpacity)), offset: layer.shadowOffset,
        radius: layer.shadowRadius)
    }
    var children: [RenderNode] = []
    for sub in view.subviews {
      if let child = node(for: sub, transform: localTransform(of: sub), counter: &counter) {
        children.append(child)
      }
    }
    return RenderNode(
      id: id, className: String(describing: type(of: view)), frame: view.frame,
      bounds: view.bounds, transform: transform, alpha: Double(view.alpha),
      backgroundColor: view.backgroundColor.map { RenderColor($0) },
      cornerRadius: layer.cornerRadius, borderWidth: layer.borderWidth,
      borderColor: layer.borderWidth > 0 ? layer.borderColor.map { RenderColor($0) } : nil,
      shadow: shadow, clipsToBounds: view.clipsToBounds, content: content(of: view),
      children: children)
  }

  /// UIKit's font weight as a CSS weight (regular 400, bold 700).
  static func cssWeight(_ weight: UIFont.Weight) -> Int {
    let steps: [(CGFloat, Int)] = [
      (-0.8, 100), (-0.6, 200), (-0.4, 300), (0, 400), (0.23, 500), (0.3, 600), (0.4, 700),
      (0.56, 800), (0.62, 900),
    ]
    var best = steps[3]
    for step in steps where abs(step.0 - weight.rawValue) < abs(best.0 - weight.rawValue) {
      best = step
    }
    return best.1
  }

  static func content(of view: UIView) -> RenderNode.Content {
    for provider in contentProviders {
      if let content = provider(view) { return content }
    }
    if let imageView = view as? UIImageView, let image = imageView.displayedImage {
      let rect = view.contentRect(for: image.size, in: view.bounds)
      guard let shape = image.shape else { return .imagePlaceholder(rect: rect) }
      let tint =
        image.renderingMode == .alwaysOriginal ? (image.tintColor ?? .black) : view.tintColor!
      return .shape(shape, rect: rect, color: RenderColor(tint))
    }
    if let label = view as? UILabel {
      let placed = label.textLines(forBounds: label.bounds)
      guard !placed.isEmpty else { return .none }
      let font = label.font ?? UIFont.systemFont(ofSize: 17)
      let lines = placed.map {
        RenderText.Line(
          text: $0.line.text, origin: CGPoint(x: $0.frame.minX, y: $0.baseline),
          width: $0.line.width)
      }
      return .text(
        RenderText(
          lines: lines, fontFamily: "'Inter Display', 'Nanum Gothic', sans-serif",
          pointSize: font.pointSize, weight: cssWeight(font.weight),
          color: RenderColor(label.textColor ?? .black)))
    }
    if let spinner = view as? UIActivityIndicatorView {
      return .activityIndicator(color: RenderColor(spinner.color ?? .gray))
    }
    return .none
  }
}
