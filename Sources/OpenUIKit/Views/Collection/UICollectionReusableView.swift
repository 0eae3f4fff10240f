import Foundation

/// A view a collection view reuses: the base class of cells and of supplementary views
/// (headers, footers).
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
  /// The identifier the collection view reuses the view under (set when it is dequeued).
  public internal(set) var reuseIdentifier: String?
  /// The element kind a supplementary view was dequeued for (nil for cells).
  var supplementaryKind: String?

  /// Creates a view (collection views create them through their registrations).
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a view from an archive: nothing is decoded (OpenUIKit has no nibs).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// How a collection view makes the views registered by class: through ``init(frame:)``,
  /// dispatched to the subclass's override. (Swift calls initializers through a metatype only
  /// when they are `required`; this one is, and every subclass inherits it as long as it
  /// overrides both designated initializers or neither, as UIKit requires for dequeued views.
  /// It is OpenUIKit's, not UIKit's: do not call it.)
  public required convenience init(_registeredFrame frame: CGRect) {
    self.init(frame: frame)
  }

  /// Called before the collection view hands the view out again; overrides call `super`.
  open func prepareForReuse() {}

  /// Applies the layout's attributes beyond the frame, which the collection view has set
  /// (override it to read a custom attributes subclass).
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

  /// The attributes the view would like, given the layout's: the layout's, unchanged, for a
  /// plain reusable view; a cell sizes itself from its constraints (see
  /// ``UICollectionViewCell``). Only layouts that self-size (a flow layout with an
  /// `estimatedItemSize`) ask.
  open func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    layoutAttributes
  }

  /// Sets the frame and the other attributes, then calls ``apply(_:)``.
  func applyLayoutAttributes(_ attributes: UICollectionViewLayoutAttributes) {
    // A view in an orthogonal section's scroll view is placed in its coordinates.
    let target =
      (superview as? OrthogonalScrollView)?.hostFrame(attributes.frame) ?? attributes.frame
    if frame != target { frame = target }
    if alpha != attributes.alpha { alpha = attributes.alpha }
    if isHidden != attributes.isHidden { isHidden = attributes.isHidden }
    if transform != attributes.transform { transform = attributes.transform }
    if let listCell = self as? UICollectionViewListCell {
      listCell.applyListRow(attributes.listRow)
    }
    apply(attributes)
  }
}
