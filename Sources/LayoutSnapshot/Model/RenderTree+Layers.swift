import Foundation
import OpenUIKit

/// Capturing the layers apps add to views: shape, gradient and plain layers (with their
/// sublayers), interleaved with the subviews as Core Animation orders them, and the masks and
/// corner options of every layer.
extension RenderTree {
  /// One sublayer of a view's layer: a subview's layer or a layer that backs no view.
  enum SublayerItem {
    case view(UIView)
    case layer(CALayer)
  }

  /// The sublayers of `view`'s layer in drawing order: by z position, equal positions in
  /// sublayer order.
  static func sublayerItems(of view: UIView) -> [SublayerItem] {
    guard let layers = view.layer.sublayers else { return [] }
    var byLayer: [ObjectIdentifier: UIView] = [:]
    for sub in view.subviews { byLayer[ObjectIdentifier(sub.layer)] = sub }
    let items: [(SublayerItem, CGFloat)] = layers.map { layer in
      if let sub = byLayer[ObjectIdentifier(layer)] { return (.view(sub), layer.zPosition) }
      return (.layer(layer), layer.zPosition)
    }
    guard items.contains(where: { $0.1 != 0 }) else { return items.map(\.0) }
    return items.enumerated().sorted { a, b in
      a.element.1 != b.element.1 ? a.element.1 < b.element.1 : a.offset < b.offset
    }.map(\.element.0)
  }

  /// A layer that backs no view, with its sublayers; nil when hidden or transparent.
  static func layerNode(for model: CALayer, presentation: Bool, counter: inout Int)
    -> RenderNode?
  {
    model.layoutIfNeeded()
    let layer = presentation ? (model.presentation() ?? model) : model
    guard !layer.isHidden, layer.opacity > 0 else { return nil }
    counter += 1
    let className = String(describing: type(of: model))
    let id = model.name ?? "\(className)#\(counter)"
    var shadow: RenderShadow?
    if layer.shadowOpacity > 0, let color = layer.shadowColor {
      shadow = RenderShadow(
        color: RenderColor(color).fading(Double(layer.shadowOpacity)), offset: layer.shadowOffset,
        radius: layer.shadowRadius)
    }
    var children: [RenderNode] = []
    for sublayer in sortedByZ(model.sublayers ?? []) {
      if let child = layerNode(for: sublayer, presentation: presentation, counter: &counter) {
        children.append(child)
      }
    }
    var node = RenderNode(
      id: id, className: className, frame: layer.frame, bounds: layer.bounds,
      transform: layer.transformToSuperlayer(), alpha: Double(layer.opacity),
      backgroundColor: layer.backgroundColor.map { RenderColor($0) },
      cornerRadius: layer.cornerRadius, borderWidth: layer.borderWidth,
      borderColor: layer.borderWidth > 0 ? layer.borderColor.map { RenderColor($0) } : nil,
      shadow: shadow, clipsToBounds: layer.masksToBounds, content: layerContent(of: layer),
      children: children)
    node.isLayer = true
    applyLayerStyle(of: layer, to: &node)
    return node
  }

  static func sortedByZ(_ layers: [CALayer]) -> [CALayer] {
    guard layers.contains(where: { $0.zPosition != 0 }) else { return layers }
    return layers.enumerated().sorted { a, b in
      a.element.zPosition != b.element.zPosition
        ? a.element.zPosition < b.element.zPosition : a.offset < b.offset
    }.map(\.element)
  }

  /// What a layer draws: a shape layer's path, a gradient layer's gradient, or what its
  /// `draw(in:)` recorded.
  static func layerContent(of layer: CALayer) -> RenderNode.Content {
    if let shape = layer as? CAShapeLayer, let path = shape.path, !path.isEmpty {
      let dashes = (shape.lineDashPattern ?? []).map { CGFloat($0.doubleValue) }
      let style = DisplayList.Stroke(
        lineWidth: shape.lineWidth, lineCap: shape.lineCap.cgLineCap,
        lineJoin: shape.lineJoin.cgLineJoin, miterLimit: shape.miterLimit,
        dashLengths: dashes.contains(where: { $0 > 0 }) ? dashes : [],
        dashPhase: shape.lineDashPhase)
      return .shapeLayer(
        RenderShape(
          path: path.elements, fill: shape.fillColor.map { RenderColor($0) },
          fillRule: shape.fillRule == .evenOdd ? .evenOdd : .winding,
          stroke: shape.strokeColor.map { RenderColor($0) }, style: style,
          strokeStart: min(max(shape.strokeStart, 0), 1),
          strokeEnd: min(max(shape.strokeEnd, 0), 1)))
    }
    if let gradient = layer as? CAGradientLayer, let resolved = gradient.resolvedGradient {
      return .gradient(resolved)
    }
    if let list = layer.drawnContent {
      return .drawing(list, rect: layer.bounds)
    }
    return .none
  }

  /// The corner options and mask of a layer.
  static func applyLayerStyle(of layer: CALayer, to node: inout RenderNode) {
    node.maskedCorners = layer.maskedCorners
    node.cornerCurve = layer.cornerCurve
    guard let mask = layer.mask else { return }
    let t = mask.transformToSuperlayer()
    if let shape = mask as? CAShapeLayer {
      let elements = (shape.path?.elements ?? []).map { $0.applying(t) }
      node.mask = RenderMask(
        path: elements, rule: shape.fillRule == .evenOdd ? .evenOdd : .winding)
    } else {
      let outline = CGMutablePath()
      let b = mask.bounds
      outline.addRoundedRect(
        in: b, cornerWidth: mask.cornerRadius, cornerHeight: mask.cornerRadius, transform: t)
      node.mask = RenderMask(path: mask.isHidden ? [] : outline.elements, rule: .winding)
    }
  }
}
