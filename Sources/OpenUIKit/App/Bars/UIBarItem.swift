import Foundation

/// The base of the items bars show (``UIBarButtonItem``, ``UITabBarItem``): a title, an
/// image, whether the item is enabled, and a tag. As in UIKit it derives from `NSObject` and
/// is not a view: the bar that shows an item makes a view for it.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
  /// Whether the item responds to taps (true by default). A disabled item is drawn dimmed and
  /// sends no action.
  open var isEnabled = true {
    didSet { itemDidChange() }
  }
  /// The title.
  open var title: String? {
    didSet { itemDidChange() }
  }
  /// The image.
  open var image: UIImage? {
    didSet { itemDidChange() }
  }
  /// The image used in compact height on iPhone (the regular image when nil).
  open var landscapeImagePhone: UIImage? {
    didSet { itemDidChange() }
  }
  /// The image shown in the large content viewer (stored).
  open var largeContentSizeImage: UIImage?
  /// Insets applied to the image's frame.
  open var imageInsets = UIEdgeInsets.zero {
    didSet { itemDidChange() }
  }
  /// A number that identifies the item in the app.
  open var tag = 0
  /// The label assistive technologies read (the title when nil).
  open var accessibilityLabel: String?
  /// A name that finds the item in tests; given to the item's view.
  open var accessibilityIdentifier: String?

  /// The bars that show the item: told when it changes so they lay it out again.
  var changeObservers: [WeakBarObserver] = []

  /// Creates an item.
  public override init() {
    super.init()
  }

  /// Creates an item from an archive: nothing is decoded (OpenUIKit has no nibs).
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// Tells the bars showing the item that it changed.
  func itemDidChange() {
    changeObservers.removeAll { $0.bar == nil }
    for observer in changeObservers { observer.bar?.barItemDidChange() }
  }

  /// Starts telling `bar` about changes.
  func addChangeObserver(_ bar: BarItemObserver) {
    changeObservers.removeAll { $0.bar == nil || $0.bar === bar }
    changeObservers.append(WeakBarObserver(bar: bar))
  }
}

/// A view that shows bar items and lays itself out again when one changes.
@MainActor
protocol BarItemObserver: AnyObject {
  /// An item the bar shows changed.
  func barItemDidChange()
}

/// A weak reference to a bar that shows an item.
@MainActor
struct WeakBarObserver {
  weak var bar: BarItemObserver?
}
