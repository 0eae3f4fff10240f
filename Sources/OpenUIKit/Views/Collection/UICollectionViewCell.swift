import Foundation

/// An item of a collection view: a view holding a ``contentView`` that the item's subviews go
/// in, with selection and highlight states.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// The view the cell's content goes in; it fills the cell (a list cell's leaves room for
  /// its accessories). A ``contentConfiguration`` replaces it with the view it makes.
  public internal(set) var contentView = UIView()

  /// The content shown through a view the configuration makes (nil by default); the view
  /// becomes ``contentView``, or takes the new configuration when it supports it.
  open var contentConfiguration: (any UIContentConfiguration)? {
    didSet { applyContentConfiguration() }
  }

  /// Whether the item is selected (the collection view sets it).
  open var isSelected = false {
    didSet { updateBackgroundViews() }
  }

  /// Whether the item is highlighted, as while a finger is on it (the collection view sets
  /// it).
  open var isHighlighted = false {
    didSet { updateBackgroundViews() }
  }

  /// A view behind the content (nil by default).
  open var backgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let backgroundView { installBehindContent(backgroundView, above: nil) }
    }
  }

  /// A view shown behind the content, above ``backgroundView``, while the cell is selected or
  /// highlighted (nil by default).
  open var selectedBackgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let selectedBackgroundView {
        installBehindContent(selectedBackgroundView, above: backgroundView)
        updateBackgroundViews()
      }
    }
  }

  /// Creates a cell (collection views create them through their registrations).
  public override init(frame: CGRect) {
    super.init(frame: frame)
    installContentView()
  }

  /// Creates a cell from an archive: nothing is decoded (OpenUIKit has no nibs).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    installContentView()
  }

  private func installContentView() {
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  private func applyContentConfiguration() {
    guard let configuration = contentConfiguration else { return }
    contentView = contentView.showing(configuration, in: self)
  }

  private func installBehindContent(_ view: UIView, above lower: UIView?) {
    view.frame = bounds
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    if let lower, lower.superview === self {
      insertSubview(view, aboveSubview: lower)
    } else {
      insertSubview(view, at: 0)
    }
  }

  private func updateBackgroundViews() {
    selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
  }

  /// Clears the selection and highlight; overrides call `super`.
  open override func prepareForReuse() {
    super.prepareForReuse()
    isSelected = false
    isHighlighted = false
  }

  /// The size the cell's constraints give it: `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
  /// from the layout's size, fitting (`fittingSizeLevel`) along the axes the layout lets the
  /// cell size itself and required along the others. When the constraints decide nothing
  /// (a zero size), the layout's attributes are returned unchanged.
  open override func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    let axes = layoutAttributes.selfSizingAxes
    if let list = contentView as? UIListContentView, axes.vertical, !axes.horizontal {
      return listPreferredAttributes(list, layoutAttributes)
    }
    var target = layoutAttributes.size
    if axes.horizontal { target.width = UIView.layoutFittingCompressedSize.width }
    if axes.vertical { target.height = UIView.layoutFittingCompressedSize.height }
    let fitted = systemLayoutSizeFitting(
      target,
      withHorizontalFittingPriority: axes.horizontal ? .fittingSizeLevel : .required,
      verticalFittingPriority: axes.vertical ? .fittingSizeLevel : .required)
    guard fitted.width > 0 || fitted.height > 0, fitted.width.isFinite, fitted.height.isFinite
    else { return layoutAttributes }
    let preferred = layoutAttributes.copy() as? UICollectionViewLayoutAttributes ?? layoutAttributes
    preferred.size = CGSize(
      width: axes.horizontal ? fitted.width : layoutAttributes.size.width,
      height: axes.vertical ? fitted.height : layoutAttributes.size.height)
    return preferred
  }

  /// The height list content needs at the cell's width (its fitting height in the content
  /// view's width, at least the configuration's minimum, 44 pt for cells): a list cell sizes
  /// itself as a table row of the same content.
  private func listPreferredAttributes(
    _ list: UIListContentView, _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    let size = layoutAttributes.size
    list.minimumHorizontalMargin = listContentMargin(forCellWidth: size.width)
    let width = contentWidth(forCellWidth: size.width, height: size.height)
    let height = max(list.fittingHeight(forWidth: width), list.listConfiguration.minimumCellHeight)
    let preferred = layoutAttributes.copy() as? UICollectionViewLayoutAttributes ?? layoutAttributes
    preferred.size = CGSize(width: size.width, height: height)
    return preferred
  }

  /// The content view's width in a cell `width` wide (all of it; a list cell leaves room for
  /// its accessories).
  func contentWidth(forCellWidth width: CGFloat, height: CGFloat) -> CGFloat { width }

  /// The least horizontal margin of list content in a cell `width` wide (0; a list cell's
  /// margin).
  func listContentMargin(forCellWidth width: CGFloat) -> CGFloat { 0 }
}
