import Foundation

extension UIView {
  /// The state most views never set (a transform, animations in flight, a tag, accessibility
  /// values, gesture recognizers, margins, safe-area insets, layout guides, a tint, a mask, the owning view
  /// controller), kept out of the view object: a plain view is about half as large, and the
  /// storage is made on the first write of a value other than the default.
  @MainActor final class RareStorage {
    // (No dynamic exclusivity checks, as the view's own geometry: read by layout and by
    // every animation frame; only the main actor touches them.)
    @exclusivity(unchecked) var transform = CGAffineTransform.identity
    @exclusivity(unchecked) var animationTracks: [PropertyAnimationTrack] = []
    var tag = 0
    var accessibilityIdentifier: String?
    /// See ``UIView/accessibilityStorage``.
    var accessibility: AccessibilityStorage?
    var tintColor: UIColor?
    var gestureRecognizers: [UIGestureRecognizer] = []
    var layoutMargins = UIView.defaultLayoutMargins
    var safeAreaInsets = UIEdgeInsets.zero
    var layoutGuides: [UILayoutGuide] = []
    var marginsGuide: UILayoutGuide?
    var safeAreaGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?
    var keyboardGuide: UIKeyboardLayoutGuide?
    weak var owningViewController: UIViewController?
    var mask: UIView?
    /// Trait overrides and change registrations (the cached traits are the view's own).
    var traitState: TraitState?
  }

  /// A view's layout margins until they are set: 8 points on each side, as UIKit's.
  static let defaultLayoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

  /// The rare storage, made on the first request.
  var rareStorage: RareStorage {
    if let storage = storedRare { return storage }
    let storage = RareStorage()
    storedRare = storage
    return storage
  }

  @inline(__always) var storedTransform: CGAffineTransform {
    get { storedRare?.transform ?? .identity }
    set { if storedRare != nil || newValue != .identity { rareStorage.transform = newValue } }
  }

  /// The additive animations in flight on the view's properties, oldest first.
  var animationTracks: [PropertyAnimationTrack] {
    @inline(__always) get { storedRare?.animationTracks ?? [] }
    set { rareStorage.animationTracks = newValue }
    _modify { yield &rareStorage.animationTracks }
  }

  /// The tint set on this view; ``tintColor`` falls back to the superview's.
  var storedTintColor: UIColor? {
    get { storedRare?.tintColor }
    set { if storedRare != nil || newValue != nil { rareStorage.tintColor = newValue } }
  }

  /// The gesture recognizers attached to the view, in the order they were added.
  var storedGestureRecognizers: [UIGestureRecognizer] {
    get { storedRare?.gestureRecognizers ?? [] }
    set { rareStorage.gestureRecognizers = newValue }
    _modify { yield &rareStorage.gestureRecognizers }
  }

  var storedLayoutMargins: UIEdgeInsets {
    get { storedRare?.layoutMargins ?? Self.defaultLayoutMargins }
    set {
      if storedRare != nil || newValue != Self.defaultLayoutMargins {
        rareStorage.layoutMargins = newValue
      }
    }
  }

  var storedSafeAreaInsets: UIEdgeInsets {
    get { storedRare?.safeAreaInsets ?? .zero }
    set { if storedRare != nil || newValue != .zero { rareStorage.safeAreaInsets = newValue } }
  }

  var storedLayoutGuides: [UILayoutGuide] {
    get { storedRare?.layoutGuides ?? [] }
    set { rareStorage.layoutGuides = newValue }
    _modify { yield &rareStorage.layoutGuides }
  }

  var marginsGuide: UILayoutGuide? {
    get { storedRare?.marginsGuide }
    set { if storedRare != nil || newValue != nil { rareStorage.marginsGuide = newValue } }
  }

  var safeAreaGuide: UILayoutGuide? {
    get { storedRare?.safeAreaGuide }
    set { if storedRare != nil || newValue != nil { rareStorage.safeAreaGuide = newValue } }
  }

  var readableGuide: UILayoutGuide? {
    get { storedRare?.readableGuide }
    set { if storedRare != nil || newValue != nil { rareStorage.readableGuide = newValue } }
  }

  /// The keyboard guide, once ``keyboardLayoutGuide`` made it.
  var keyboardGuide: UIKeyboardLayoutGuide? {
    get { storedRare?.keyboardGuide }
    set { if storedRare != nil || newValue != nil { rareStorage.keyboardGuide = newValue } }
  }

  /// The view controller whose root view this is.
  var owningViewController: UIViewController? {
    get { storedRare?.owningViewController }
    set { if storedRare != nil || newValue != nil { rareStorage.owningViewController = newValue } }
  }
}
