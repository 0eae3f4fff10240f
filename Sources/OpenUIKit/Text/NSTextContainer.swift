import Foundation

/// The region a text view lays its text out in. OpenUIKit keeps the numbers UIKit's text
/// views read: the padding at each end of a line and the line limit. A text view reads them
/// each time it measures; after changing them on a laid-out text view, call its
/// `invalidateIntrinsicContentSize()` and `setNeedsLayout()`.
open class NSTextContainer {
  /// The container's size (zero until a text view sizes it; informational here).
  open var size: CGSize
  /// The space left empty at the start and end of every line: 5 pt by default, as in UIKit.
  open var lineFragmentPadding: CGFloat = 5
  /// The most lines shown; 0 (the default) for no limit.
  open var maximumNumberOfLines = 0
  /// How lines that do not fit are broken (by word by default).
  open var lineBreakMode = NSLineBreakMode.byWordWrapping
  /// Whether the width follows the text view's width (true in a text view).
  open var widthTracksTextView = true
  /// Whether the height follows the text view's height (false).
  open var heightTracksTextView = false

  /// Creates a container of `size`.
  public init(size: CGSize) {
    self.size = size
  }

  /// Creates a container of zero size.
  public convenience init() {
    self.init(size: .zero)
  }
}
