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
  ///
  /// With `presentation`, each view is captured as it is on screen at the animation clock's
  /// current time (its layer's `CALayer.presentation()` values) instead of its model values.
  public static func capture(_ view: UIView, presentation: Bool = false) -> RenderNode? {
    var counter = 0
    let b = presentation ? (view.layer.presentation()?.bounds ?? view.bounds) : view.bounds
    let rootTransform = CGAffineTransform(translationX: -b.minX, y: -b.minY)
    return node(for: view, transform: rootTransform, presentation: presentation, counter: &counter)
  }

  /// The map from a layer's bounds coordinates to its superlayer's: the bounds centre goes to
  /// `position` through the transform. A view's own layer gives its model geometry, a
  /// presentation copy what is on screen.
  public static func localTransform(of layer: CALayer) -> CGAffineTransform {
    let b = layer.bounds
    let p = layer.position
    let toMiddle = CGAffineTransform(translationX: -b.midX, y: -b.midY)
    let back = CGAffineTransform(translationX: p.x, y: p.y)
    return toMiddle.concatenating(layer.affineTransform()).concatenating(back)
  }

  /// The node of a view, captured with the view's traits current (so that dynamic colours
  /// resolve as the view shows them: a dark view renders dark).
  static func node(
    for view: UIView, transform: CGAffineTransform, presentation: Bool, counter: inout Int
  ) -> RenderNode? {
    let saved = UITraitCollection.current
    UITraitCollection.current = view.traitCollection
    defer { UITraitCollection.current = saved }
    return viewNode(for: view, transform: transform, presentation: presentation, counter: &counter)
  }

  static func viewNode(
    for view: UIView, transform: CGAffineTransform, presentation: Bool, counter: inout Int
  ) -> RenderNode? {
    let shown = presentation ? (view.layer.presentation() ?? view.layer) : view.layer
    guard !view.isHidden, shown.opacity > 0 else { return nil }
    counter += 1
    let id = view.accessibilityIdentifier ?? "\(String(describing: type(of: view)))#\(counter)"
    let layer = shown
    var shadow: RenderShadow?
    if layer.shadowOpacity > 0, let color = layer.shadowColor {
      shadow = RenderShadow(
        color: RenderColor(color).fading(Double(layer.shadowOpacity)), offset: layer.shadowOffset,
        radius: layer.shadowRadius)
    }
    var children: [RenderNode] = []
    for item in sublayerItems(of: view) {
      switch item {
      case .view(let sub):
        let subLayer = presentation ? (sub.layer.presentation() ?? sub.layer) : sub.layer
        if let child = node(
          for: sub, transform: localTransform(of: subLayer), presentation: presentation,
          counter: &counter)
        {
          children.append(child)
        }
      case .layer(let sublayer):
        if let child = layerNode(for: sublayer, presentation: presentation, counter: &counter) {
          children.append(child)
        }
      }
    }
    view.layer.displayIfNeeded()
    var background = shown.backgroundColor
    if background == nil, let effectView = view as? UIVisualEffectView {
      background = effectView.effectFillColor
    }
    var result = RenderNode(
      id: id, className: String(describing: type(of: view)),
      frame: shown.frame, bounds: shown.bounds, transform: transform,
      alpha: Double(shown.opacity), backgroundColor: background.map { RenderColor($0) },
      cornerRadius: layer.cornerRadius, borderWidth: layer.borderWidth,
      borderColor: layer.borderWidth > 0 ? layer.borderColor.map { RenderColor($0) } : nil,
      shadow: shadow, clipsToBounds: view.clipsToBounds, content: content(of: view),
      children: children, accessibility: accessibility(of: view))
    if let list = view.layer.drawnContent {
      let rect =
        list.bounds.size == shown.bounds.size
        ? shown.bounds : view.contentRect(for: list.bounds.size, in: shown.bounds)
      result.drawing = RenderDrawing(list: list, rect: rect)
    }
    applyLayerStyle(of: view.layer, to: &result)
    return result
  }

  /// The view's accessibility, when the app set any of it.
  static func accessibility(of view: UIView) -> RenderAccessibility? {
    guard view.hasCustomAccessibility else { return nil }
    return RenderAccessibility(
      isElement: view.isAccessibilityElement, label: view.accessibilityLabel,
      value: view.accessibilityValue, hint: view.accessibilityHint,
      traits: view.accessibilityTraits.names, elementsHidden: view.accessibilityElementsHidden)
  }

  /// UIKit's font weight as a CSS weight (regular 400, bold 700).
  nonisolated static func cssWeight(_ weight: UIFont.Weight) -> Int {
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
      if let drawing = image.drawing { return .drawing(drawing, rect: rect) }
      guard let shape = image.shape else { return .imagePlaceholder(rect: rect) }
      let tint =
        image.renderingMode == .alwaysOriginal ? (image.tintColor ?? .black) : view.tintColor!
      return .shape(shape, rect: rect, color: RenderColor(tint))
    }
    if let label = view as? UILabel {
      let placed = label.textLines(forBounds: label.bounds)
      guard !placed.isEmpty else { return .none }
      let font = label.font ?? UIFont.systemFont(ofSize: 17)
      let textColor = label.textColor ?? .black
      let lines = placed.map {
        RenderText.Line(
          text: $0.line.text, origin: CGPoint(x: $0.frame.minX, y: $0.baseline),
          width: $0.line.width, runs: runs(of: $0, defaultColor: textColor))
      }
      return .text(
        RenderText(
          lines: lines, fontFamily: textFontFamily,
          pointSize: font.pointSize, weight: cssWeight(font.weight),
          color: RenderColor(label.textColor ?? .black)))
    }
    if let field = view as? UITextField {
      let shown = field.displayedText
      guard !shown.isEmpty else { return .none }
      let font = field.font ?? UIFont.systemFont(ofSize: 17)
      let area = field.textRect(forBounds: field.bounds)
      let width =
        styledWidth(of: field) ?? TextMeasurement.current.width(of: shown, font: font)
      let x: CGFloat
      switch field.textAlignment {
      case .center: x = area.minX + (area.width - width) / 2
      case .right: x = area.maxX - width
      default: x = area.minX
      }
      // The line box centred vertically; the baseline sits at its ascender.
      let baseline = area.midY - font.lineHeight / 2 + font.ascender
      let color = field.isShowingPlaceholder ? UIColor.placeholderText : (field.textColor ?? .black)
      let runs = fieldRuns(
        field, x: x, baseline: baseline, lineHeight: font.lineHeight, defaultColor: color)
      return .text(
        RenderText(
          lines: [
            RenderText.Line(
              text: shown, origin: CGPoint(x: x, y: baseline), width: width, runs: runs)
          ],
          fontFamily: textFontFamily, pointSize: font.pointSize,
          weight: cssWeight(font.weight), color: RenderColor(color)))
    }
    if let spinner = view as? UIActivityIndicatorView {
      return .activityIndicator(color: RenderColor(spinner.color ?? .gray))
    }
    // A view backed by a shape or gradient layer (its class's `layerClass`) shows what the
    // layer draws.
    if view.layer is CAShapeLayer || view.layer is CAGradientLayer {
      return layerContent(of: view.layer)
    }
    return .none
  }
}
