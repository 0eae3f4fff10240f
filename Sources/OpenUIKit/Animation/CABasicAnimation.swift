import Foundation

/// What an animation shows outside its active time (Core Animation's strings).
public struct CAMediaTimingFillMode: RawRepresentable, Sendable, Hashable {
  /// The mode's name.
  public let rawValue: String
  /// Creates a mode from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Nothing: the model value before and after (the default).
  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
  /// The final value after the end (with `isRemovedOnCompletion == false`).
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
  /// The first value before the start.
  public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
  /// Both.
  public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// An animation added to a layer with ``CALayer/add(_:forKey:)``, as Core Animation's
/// `CAAnimation`; OpenUIKit animates ``CABasicAnimation``s of layers that back no view.
@preconcurrency @MainActor
open class CAAnimation: NSObject {
  /// The length of one repetition in seconds (0 by default, which means 0.25 s: Core
  /// Animation's default transaction duration).
  open var duration: CFTimeInterval = 0
  /// When the animation begins on the animation clock (0: when it is added).
  open var beginTime: CFTimeInterval = 0
  /// The pacing (nil: linear).
  open var timingFunction: CAMediaTimingFunction?
  /// Whether the animation goes when it ends (true by default).
  open var isRemovedOnCompletion = true
  /// What shows outside the active time.
  open var fillMode = CAMediaTimingFillMode.removed
  /// How many times the animation repeats (0 and 1: once).
  open var repeatCount: Float = 0
  /// Whether each repetition plays forwards then backwards.
  open var autoreverses = false

  /// Creates an animation.
  public override init() {
    super.init()
  }

  /// The duration in use (0.25 s for 0).
  var effectiveDuration: CFTimeInterval { duration > 0 ? duration : 0.25 }

  /// The total active time.
  var activeDuration: CFTimeInterval {
    let repeats = max(Double(repeatCount), 1)
    return effectiveDuration * repeats * (autoreverses ? 2 : 1)
  }
}

/// An animation of one property by key path, as Core Animation's `CAPropertyAnimation`.
open class CAPropertyAnimation: CAAnimation {
  /// The animated property's key path (`strokeEnd`, `strokeStart`, `opacity`, `lineWidth`).
  open var keyPath: String?

  /// An animation of `path`.
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }
}

/// An animation from one value to another, as Core Animation's `CABasicAnimation`. Values are
/// numbers (`CGFloat`, `Double`, `Float`, `Int`, `NSNumber`); nil ends take the model value.
open class CABasicAnimation: CAPropertyAnimation {
  /// The start value (nil: the model value, or `toValue - byValue`).
  open var fromValue: Any?
  /// The end value (nil: the model value, or `fromValue + byValue`).
  open var toValue: Any?
  /// The change over the animation.
  open var byValue: Any?

  /// The value the animation gives the property at `time`, nil when it shows nothing then
  /// (the model value applies).
  func value(at time: CFTimeInterval, begin: CFTimeInterval, model: CGFloat) -> CGFloat? {
    let local = time - begin
    let from = Self.number(fromValue)
    let to = Self.number(toValue)
    let by = Self.number(byValue)
    let start = from ?? (to != nil && by != nil ? to! - by! : model)
    let end = to ?? (by.map { start + $0 } ?? model)
    func interpolate(_ p: Double) -> CGFloat {
      let eased = timingFunction?.value(at: p) ?? p
      return start + (end - start) * CGFloat(eased)
    }
    if local < 0 {
      return fillMode == .backwards || fillMode == .both ? start : nil
    }
    if local >= activeDuration {
      guard !isRemovedOnCompletion, fillMode == .forwards || fillMode == .both else { return nil }
      return autoreverses ? start : end
    }
    let d = effectiveDuration
    var p = local / d
    p -= p.rounded(.down)
    if autoreverses, Int((local / d).rounded(.down)) % 2 == 1 { p = 1 - p }
    return interpolate(p)
  }

  static func number(_ value: Any?) -> CGFloat? {
    switch value {
    case let v as CGFloat: v
    case let v as Double: CGFloat(v)
    case let v as Float: CGFloat(v)
    case let v as Int: CGFloat(v)
    case let v as NSNumber: CGFloat(v.doubleValue)
    default: nil
    }
  }
}

extension CALayer {
  /// Adds an animation (a copy of its settings) under `key`, replacing one of the same key.
  /// Layers that back no view animate ``CABasicAnimation``s of `strokeEnd`, `strokeStart`,
  /// `lineWidth` and `opacity` on ``AnimationEnvironment/main``'s clock (a view's layer is
  /// animated through `UIView.animate`; OpenUIKit ignores other animations here).
  public func add(_ anim: CAAnimation, forKey key: String?) {
    guard let basic = anim as? CABasicAnimation else { return }
    let copy = CABasicAnimation(keyPath: basic.keyPath)
    copy.fromValue = basic.fromValue
    copy.toValue = basic.toValue
    copy.byValue = basic.byValue
    copy.duration = basic.duration
    copy.beginTime = basic.beginTime
    copy.timingFunction = basic.timingFunction
    copy.isRemovedOnCompletion = basic.isRemovedOnCompletion
    copy.fillMode = basic.fillMode
    copy.repeatCount = basic.repeatCount
    copy.autoreverses = basic.autoreverses
    let now = AnimationEnvironment.main.now
    if let key { layerAnimations.removeAll { $0.key == key } }
    layerAnimations.append((key, copy, basic.beginTime > 0 ? basic.beginTime : now))
  }

  /// The animation added under `key`, if it is still there.
  public func animation(forKey key: String) -> CAAnimation? {
    pruneFinishedAnimations()
    return layerAnimations.last { $0.key == key }?.animation
  }

  /// Removes the animation added under `key`.
  public func removeAnimation(forKey key: String) {
    layerAnimations.removeAll { $0.key == key }
  }

  /// Drops the animations that ended and are removed on completion.
  func pruneFinishedAnimations() {
    let now = AnimationEnvironment.main.now
    layerAnimations.removeAll {
      $0.animation.isRemovedOnCompletion && now - $0.begin >= $0.animation.activeDuration
    }
  }

  /// The keys of a free layer's animations still in flight.
  func freeAnimationKeys() -> [String]? {
    pruneFinishedAnimations()
    let keys = layerAnimations.compactMap(\.key)
    return keys.isEmpty ? nil : keys
  }

  /// The value of the property at `keyPath` with the layer's animations at `time` applied
  /// (the last one added wins).
  func presentedValue(of keyPath: String, model: CGFloat, at time: CFTimeInterval) -> CGFloat {
    for entry in layerAnimations.reversed() where entry.animation.keyPath == keyPath {
      if let v = entry.animation.value(at: time, begin: entry.begin, model: model) { return v }
    }
    return model
  }

  /// A presentation copy of a layer that backs no view.
  func makeFreePresentationLayer(at time: CFTimeInterval) -> CALayer {
    makePresentationCopy(at: time)
  }
}
