import Foundation

/// A control with a title and an image per state, sized to them.
///
/// Sizes follow UIKit's pre-configuration buttons: the title in the system font (15 pt for
/// ``ButtonType/system``, 18 pt for ``ButtonType/custom``), the image left of the title, and an
/// intrinsic height of the title's line height plus 12 pt rounded up to whole points (30 for a
/// system button, 34 for a custom one); the width is the title's width plus the image's, plus
/// ``contentEdgeInsets``. An empty button is 30 wide.
@preconcurrency @MainActor
open class UIButton: UIControl {
  /// The kind of button (UIKit's raw values).
  public enum ButtonType: Int, Sendable {
    /// No styling: white titles by default.
    case custom = 0
    /// Tinted titles.
    case system = 1
    /// A detail disclosure button.
    case detailDisclosure = 2
    /// An info button, light.
    case infoLight = 3
    /// An info button, dark.
    case infoDark = 4
    /// A contact-add (plus) button.
    case contactAdd = 5
    /// A close button.
    case close = 7
  }

  /// The kind of button (``ButtonType/custom`` for `init(frame:)`). `UIButton(type:)` sets it
  /// right after `init(frame:)`, as UIKit's `buttonWithType:` does; a title label made in
  /// between takes the type's default font.
  public internal(set) var buttonType = ButtonType.custom {
    didSet {
      guard hasTitleLabel, let label = titleLabel,
        label.font == UIButton.defaultTitleFont(for: oldValue)
      else { return }
      label.font = UIButton.defaultTitleFont(for: buttonType)
    }
  }
  /// Whether ``titleLabel`` was made.
  private var hasTitleLabel = false
  /// The label showing the current title (created on first use, as UIKit does).
  public private(set) lazy var titleLabel: UILabel? = makeTitleLabel()
  /// The view showing the current image (created on first use, as UIKit does).
  public var imageView: UIImageView? {
    if let view = storedImageView { return view }
    let view = makeImageView()
    storedImageView = view
    return view
  }
  var storedImageView: UIImageView?
  /// Padding around the title and image.
  open var contentEdgeInsets: UIEdgeInsets = .zero {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// Moves the title (does not change the intrinsic size, as in UIKit).
  open var titleEdgeInsets: UIEdgeInsets = .zero {
    didSet { setNeedsLayout() }
  }
  /// Moves the image (does not change the intrinsic size, as in UIKit).
  open var imageEdgeInsets: UIEdgeInsets = .zero {
    didSet { setNeedsLayout() }
  }

  var titles: [UInt: String] = [:]
  var titleColors: [UInt: UIColor] = [:]
  var images: [UInt: UIImage] = [:]

  /// Creates a custom button in `frame` (the designated initializer, as in UIKit).
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a custom button from an archive: nothing is decoded (OpenUIKit has no nibs).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates a button of `buttonType`: `init(frame: .zero)` (a subclass's override runs),
  /// then the type.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
    if buttonType == .contactAdd { setImage(UIImage(systemName: "plus"), for: .normal) }
  }

  /// Creates a button of `buttonType` whose primary action is `primaryAction`, titled with
  /// the action's title.
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(type: buttonType)
    if let primaryAction {
      addAction(primaryAction, for: .primaryActionTriggered)
      if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
      if let image = primaryAction.image { setImage(image, for: .normal) }
    }
  }

  /// A tap sends ``UIControl/Event/primaryActionTriggered`` too.
  open override var sendsPrimaryActionOnTap: Bool { true }

  /// The title font a button of `type` starts with: 18 pt for custom buttons, 15 pt otherwise.
  static func defaultTitleFont(for type: ButtonType) -> UIFont {
    .systemFont(ofSize: type == .custom ? 18 : 15)
  }

  func makeTitleLabel() -> UILabel {
    hasTitleLabel = true
    let label = UILabel()
    label.font = UIButton.defaultTitleFont(for: buttonType)
    label.textAlignment = .center
    label.lineBreakMode = .byTruncatingMiddle
    addSubview(label)
    return label
  }

  func makeImageView() -> UIImageView {
    let view = UIImageView()
    addSubview(view)
    return view
  }

  // MARK: Per-state content

  /// The value for the current state: the state's own, else the normal state's.
  func lookup<T>(_ table: [UInt: T]) -> T? {
    table[state.rawValue]
      ?? (state.contains(.highlighted) ? table[UIControl.State.highlighted.rawValue] : nil)
      ?? table[UIControl.State.normal.rawValue]
  }

  /// Sets the title shown in `state`.
  open func setTitle(_ title: String?, for state: UIControl.State) {
    titles[state.rawValue] = title
    updateContent()
  }

  /// The title set for `state` (the normal title when none is).
  open func title(for state: UIControl.State) -> String? {
    titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
  }

  /// Sets the title colour in `state`.
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
    titleColors[state.rawValue] = color
    updateContent()
  }

  /// The title colour for `state`: set, or the button type's default.
  open func titleColor(for state: UIControl.State) -> UIColor? {
    if let color = titleColors[state.rawValue] { return color }
    if let normal = titleColors[UIControl.State.normal.rawValue], state != .disabled {
      return normal
    }
    return defaultTitleColor(for: state)
  }

  func defaultTitleColor(for state: UIControl.State) -> UIColor {
    if buttonType == .custom { return .white }
    if state.contains(.disabled) { return UIColor(white: 0.5, alpha: 0.5) }
    if state.contains(.highlighted) { return tintColor.withAlphaComponent(0.2) }
    return tintColor
  }

  /// Sets the image shown in `state`.
  open func setImage(_ image: UIImage?, for state: UIControl.State) {
    images[state.rawValue] = image
    updateContent()
  }

  /// The image set for `state` (the normal image when none is).
  open func image(for state: UIControl.State) -> UIImage? {
    images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
  }

  /// The title shown now.
  public var currentTitle: String? { lookup(titles) }
  /// The title colour now.
  public var currentTitleColor: UIColor { titleColor(for: state) ?? defaultTitleColor(for: state) }
  /// The image shown now.
  public var currentImage: UIImage? { lookup(images) }

  /// The state changed: the shown content follows.
  open override func stateDidChange() {
    super.stateDidChange()
    updateContent()
  }

  func updateContent() {
    let title = currentTitle
    if title != nil || titleLabel?.superview != nil {
      titleLabel?.text = title
      titleLabel?.textColor = currentTitleColor
    }
    if let image = currentImage {
      imageView?.image = image
    } else {
      storedImageView?.image = nil
    }
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  // MARK: Size and layout

  /// The title's size (whole points up, as UIKit's) and the image's.
  var contentSizes: (title: CGSize, image: CGSize) {
    var title = CGSize.zero
    if let text = currentTitle, !text.isEmpty, let label = titleLabel {
      let fitted = label.sizeThatFits(
        CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
      title = fitted
    }
    let image = currentImage?.size ?? .zero
    return (title, image)
  }

  /// Title and image side by side, plus ``contentEdgeInsets``; the height is the title's line
  /// height plus 12, rounded up.
  open override var intrinsicContentSize: CGSize {
    let (title, image) = contentSizes
    let font = titleLabel?.font ?? .systemFont(ofSize: 15)
    let lineBox = (font.lineHeight + 12).rounded(.up)
    var width = title.width + image.width
    if width == 0 { width = 30 }
    let height = max(lineBox, image.height)
    let insets = contentEdgeInsets
    return CGSize(
      width: width + insets.left + insets.right, height: height + insets.top + insets.bottom)
  }

  /// The intrinsic size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// Places the image and the title, centred (or as ``UIControl/contentHorizontalAlignment``
  /// says) in the bounds less ``contentEdgeInsets``.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let (title, image) = contentSizes
    let area = bounds.inset(by: contentEdgeInsets)
    let total = min(title.width + image.width, area.width)
    var x: CGFloat
    switch contentHorizontalAlignment {
    case .left, .leading: x = area.minX
    case .right, .trailing: x = area.maxX - total
    default: x = area.minX + (area.width - total) / 2
    }
    if let imageView = storedImageView, currentImage != nil {
      let frame = CGRect(
        x: x, y: area.midY - image.height / 2, width: image.width, height: image.height)
      imageView.frame = frame.inset(by: imageEdgeInsets)
      x += image.width
    }
    if let titleLabel, title.width > 0 {
      let width = min(title.width, area.maxX - x)
      let frame = CGRect(
        x: x, y: area.midY - title.height / 2, width: max(width, 0), height: title.height)
      titleLabel.frame = frame.inset(by: titleEdgeInsets)
    }
  }

  // MARK: Attributed text

  /// The styled titles per state (raw values); see ``setAttributedTitle(_:for:)``.
  var attributedTitles: [UInt: NSAttributedString] = [:]
  /// The states whose plain title mirrors their styled title's characters.
  var mirroredTitleStates: Set<UInt> = []

  /// Sets the styled title shown in `state`; it wins over the plain title, as in UIKit. The
  /// title label measures and draws it run by run, like a label's ``UILabel/attributedText``.
  /// The state's plain title (``title(for:)``, ``currentTitle``) becomes its characters
  /// (UIKit's `currentTitle` reports the displayed title).
  open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
    attributedTitles[state.rawValue] = title.map { NSAttributedString(attributedString: $0) }
    if let label = titleLabel, label.attributedTextSource == nil {
      label.attributedTextSource = { [weak self] in self?.currentAttributedTitle }
    }
    if let title {
      mirroredTitleStates.insert(state.rawValue)
      setTitle(title.string, for: state)
    } else if mirroredTitleStates.remove(state.rawValue) != nil {
      setTitle(nil, for: state)
    } else {
      setTitle(titles[state.rawValue], for: state)
    }
    titleLabel?.contentDidChange()
  }

  /// The styled title set for `state` (the normal state's when none is).
  open func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
    attributedTitles[state.rawValue] ?? attributedTitles[UIControl.State.normal.rawValue]
  }

  /// The styled title shown now, if any.
  public var currentAttributedTitle: NSAttributedString? { lookup(attributedTitles) }
}
