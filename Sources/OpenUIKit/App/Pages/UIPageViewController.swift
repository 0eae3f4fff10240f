import Foundation

/// A container that shows one page (a child view controller) at a time and turns to the
/// next or previous one when swiped, asking its ``dataSource`` for the pages around the
/// current one.
///
/// The scroll style works as UIKit's: the pages sit in a paging scroll view, one page plus
/// `interPageSpacing` apart, and a drag (a simulated pan, `simulatePan(from:to:duration:)`)
/// moves them with the finger. Lifting the finger past half a page, or flicking, turns the
/// page; otherwise the pages slide back; at the first or last page (the data source returns
/// nil) the content bounces and stays. The page curl style is laid out and driven as the
/// scroll style (no curl is drawn; ``gestureRecognizers`` is empty).
///
/// See the article "Table and Page Controllers" for the order of the callbacks and OpenUIKit's
/// numbers.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
  /// How pages turn (UIKit's raw values).
  public enum TransitionStyle: Int, Sendable {
    /// A page curls over (laid out and driven as ``scroll`` in OpenUIKit).
    case pageCurl = 0
    /// Pages slide.
    case scroll = 1
  }

  /// The axis the pages are laid out along (UIKit's raw values).
  public enum NavigationOrientation: Int, Sendable {
    /// Left to right.
    case horizontal = 0
    /// Top to bottom.
    case vertical = 1
  }

  /// The direction of a programmatic page turn (UIKit's raw values).
  public enum NavigationDirection: Int, Sendable {
    /// To a later page.
    case forward = 0
    /// To an earlier page.
    case reverse = 1
  }

  /// Where the spine of the page curl style is (UIKit's raw values).
  public enum SpineLocation: Int, Sendable {
    /// No spine (the scroll style).
    case none = 0
    /// The left or top edge.
    case min = 1
    /// The middle.
    case mid = 2
    /// The right or bottom edge.
    case max = 3
  }

  /// The keys of the `options` dictionary of ``init(transitionStyle:navigationOrientation:options:)``.
  public struct OptionsKey: Hashable, RawRepresentable, Sendable {
    /// The key's string.
    public let rawValue: String
    /// Creates a key from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a key from its string.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The spine location of the page curl style (a ``SpineLocation`` raw value as an
    /// `NSNumber`, or a ``SpineLocation``).
    public static let spineLocation = OptionsKey(
      rawValue: "UIPageViewControllerOptionSpineLocationKey")
    /// The space between pages of the scroll style, in points (a `CGFloat` in an `NSNumber`;
    /// 0 by default).
    public static let interPageSpacing = OptionsKey(
      rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
  }

  /// The transition style, fixed at creation.
  public let transitionStyle: TransitionStyle
  /// The orientation, fixed at creation.
  public let navigationOrientation: NavigationOrientation
  /// The spine location: ``SpineLocation/none`` for the scroll style; for the page curl style
  /// the `spineLocation` option, ``SpineLocation/min`` by default.
  public let spineLocation: SpineLocation
  /// The space between pages of the scroll style (the `interPageSpacing` option).
  let interPageSpacing: CGFloat

  /// Supplies the pages before and after the current one.
  open weak var dataSource: (any UIPageViewControllerDataSource)?
  /// Hears about gesture-driven transitions.
  open weak var delegate: (any UIPageViewControllerDelegate)?
  /// Whether the page curl style shows content on the back of pages (false by default; no
  /// effect in OpenUIKit, which draws no curl).
  open var isDoubleSided = false

  /// The pages shown (the current page).
  var pages: [UIViewController] = []
  /// The paging scroll view holding the pages (made in ``loadView()``).
  var pageScrollView: UIScrollView?
  /// The scroll style's page indicator (made in ``loadView()``; hidden unless the data source
  /// gives a presentation count).
  var pageIndicator: UIPageControl?
  /// Receives the scroll view's messages.
  let scrollCoordinator = PageScrollCoordinator()
  /// The pages around the current one, asked for when a drag begins.
  var pageBefore: UIViewController?
  var pageAfter: UIViewController?
  /// The page a drag is revealing, if any.
  var revealedPage: UIViewController?
  /// The animated ``setViewControllers(_:direction:animated:completion:)`` in flight.
  var programmaticTurn: ProgrammaticPageTurn?
  /// Whether the controller is moving the scroll view itself (its messages are ignored then).
  var isAdjustingPages = false

  /// Creates a page view controller (the designated initializer, as in UIKit). Options:
  /// ``OptionsKey/interPageSpacing`` (scroll style) and ``OptionsKey/spineLocation`` (page
  /// curl style).
  public init(
    transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
    options: [OptionsKey: Any]? = nil
  ) {
    transitionStyle = style
    self.navigationOrientation = navigationOrientation
    interPageSpacing =
      style == .scroll ? UIPageViewController.number(options?[.interPageSpacing]) ?? 0 : 0
    if style == .scroll {
      spineLocation = .none
    } else {
      let raw = UIPageViewController.number(options?[.spineLocation]).map { Int($0) }
      let given = (options?[.spineLocation] as? SpineLocation) ?? raw.flatMap(SpineLocation.init)
      spineLocation = given == nil || given == SpineLocation.none ? .min : given!
    }
    super.init(nibName: nil, bundle: nil)
    scrollCoordinator.owner = self
  }

  /// Creates a page curl, horizontal page view controller from an archive (Interface
  /// Builder's defaults): nothing is decoded.
  public required init?(coder: NSCoder) {
    transitionStyle = .pageCurl
    navigationOrientation = .horizontal
    spineLocation = .min
    interPageSpacing = 0
    super.init(coder: coder)
    scrollCoordinator.owner = self
  }

  /// The pages shown: the current page (nil before any was set).
  open var viewControllers: [UIViewController]? {
    pages.isEmpty ? nil : pages
  }

  /// The gesture recognizers of the page curl style. Empty: UIKit's is empty for the scroll
  /// style, and OpenUIKit drives the page curl style by its scroll view too.
  open var gestureRecognizers: [UIGestureRecognizer] { [] }

  /// Makes the view: a container holding the paging scroll view and the page indicator.
  open override func loadView() {
    let container = PageContainerView(frame: UIScreen.main.bounds)
    container.pageController = self
    let scroll = UIScrollView(frame: container.bounds)
    scroll.isPagingEnabled = true
    scroll.contentInsetAdjustmentBehavior = .never
    scroll.showsHorizontalScrollIndicator = false
    scroll.showsVerticalScrollIndicator = false
    if navigationOrientation == .horizontal {
      scroll.alwaysBounceHorizontal = true
    } else {
      scroll.alwaysBounceVertical = true
    }
    scroll.delegate = scrollCoordinator
    container.addSubview(scroll)
    let indicator = UIPageControl()
    indicator.isHidden = true
    indicator.isUserInteractionEnabled = false
    container.addSubview(indicator)
    pageScrollView = scroll
    pageIndicator = indicator
    view = container
    for page in pages { scroll.addSubview(page.view) }
    if !pages.isEmpty { updatePageIndicator() }
  }

  /// Shows `viewControllers` (one page; two for a double-sided page curl), replacing the
  /// current page. Animated and on screen, the new page slides in from the trailing side
  /// (``NavigationDirection/forward``) or the leading side (``NavigationDirection/reverse``)
  /// in 0.3 s (ease in, ease out: the scroll view's animated offset change; Apple documents no
  /// duration), the pages getting their appearance callbacks around it, and `completion` runs
  /// when it ends; otherwise the page is replaced at once and `completion` runs before this
  /// returns. The delegate is not told. A wrong number of pages is reported (UIKit raises) and
  /// nothing changes.
  open func setViewControllers(
    _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)? = nil
  ) {
    performSetViewControllers(
      viewControllers ?? [], direction: direction, animated: animated, completion: completion)
  }

  /// A number option as a `CGFloat` (from an `NSNumber`, a `CGFloat`, a `Double` or an `Int`).
  static func number(_ value: Any?) -> CGFloat? {
    switch value {
    case let v as CGFloat: v
    case let v as Double: CGFloat(v)
    case let v as Int: CGFloat(v)
    case let v as NSNumber: CGFloat(v.doubleValue)
    default: nil
    }
  }
}

/// The page view controller's root view: it lays the pages out when it lays out.
final class PageContainerView: UIView {
  weak var pageController: UIPageViewController?

  override func layoutSubviews() {
    super.layoutSubviews()
    pageController?.layoutPages()
  }

  override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    setNeedsLayout()
  }
}

/// Passes the paging scroll view's messages to its page view controller.
@MainActor
final class PageScrollCoordinator: UIScrollViewDelegate {
  weak var owner: UIPageViewController?

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    owner?.pageDragWillBegin()
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    owner?.pageScrollDidScroll()
  }

  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    if !decelerate { owner?.pageScrollDidSettle() }
  }

  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    owner?.pageScrollDidSettle()
  }
}

/// An animated programmatic page turn in flight.
@MainActor
final class ProgrammaticPageTurn {
  let incoming: UIViewController
  let outgoing: UIViewController
  let direction: UIPageViewController.NavigationDirection
  let completion: ((Bool) -> Void)?

  init(
    incoming: UIViewController, outgoing: UIViewController,
    direction: UIPageViewController.NavigationDirection, completion: ((Bool) -> Void)?
  ) {
    self.incoming = incoming
    self.outgoing = outgoing
    self.direction = direction
    self.completion = completion
  }
}
