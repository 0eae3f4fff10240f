import Foundation

extension CALayer {
  /// A new layer of `layerClass`, for a view whose class returns it from
  /// ``UIView/layerClass``.
  ///
  /// Core Animation makes the layer with `[[layerClass alloc] init]`; Swift can call an
  /// initializer through a metatype only when it is `required`, and `CALayer.init()` is not
  /// (app subclasses would have to repeat it). So OpenUIKit makes the layer classes it has by
  /// name; for any other class (an app's own `CALayer` subclass) it makes the nearest of them
  /// among the class's ancestors. The porting article lists this difference.
  static func backingLayer(of layerClass: AnyClass) -> CALayer {
    var current: AnyClass? = layerClass
    while let candidate = current {
      if candidate == CALayer.self { return CALayer() }
      if candidate == CAShapeLayer.self { return CAShapeLayer() }
      if candidate == CAGradientLayer.self { return CAGradientLayer() }
      current = _getSuperclass(candidate)
    }
    return CALayer()
  }
}
