import Foundation

/// A control with a title and an image per state, sized to them.
///
/// A button without a ``configuration`` sizes as UIKit's pre-configuration buttons: the
/// title in the system font (15 pt for ``ButtonType/system``, 18 pt for ``ButtonType/custom``),
/// the image left of the title, and an intrinsic height of the title's line height plus 12 pt
/// rounded up to whole points (30 for a system button, 34 for a custom one); the width is the
/// title's width plus the image's, plus ``contentEdgeInsets`` (``titleEdgeInsets`` and
/// ``imageEdgeInsets`` move the title and the image without changing the size, as in UIKit).
/// An empty button is 30 wide. A ``currentBackgroundImage`` larger than that grows the size to
/// the image's.
///
/// A button with a ``configuration`` sizes and draws as the configuration says (see
/// ``Configuration`` and the article "Buttons and Text Input").
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
    /// A plain button (tvOS's standard button style).
    case plain = 6
    /// A close button.
    case close = 7
    /// The deprecated name of ``system``.
    public static let roundedRect = ButtonType.system
  }

  /// The semantic role of a button (UIKit's raw values); stored, it changes no layout.
  public enum Role: Int, Sendable {
    /// No particular role.
    case normal = 0
    /// The primary action of its context.
    case primary = 1
    /// Cancels.
    case cancel = 2
    /// Destroys data.
    case destructive = 3
  }

  /// The kind of button (``ButtonType/custom`` for `init(frame:)`).
  open var buttonType: ButtonType { storedButtonType }
  /// `UIButton(type:)` sets it right after `init(frame:)`, as UIKit's `buttonWithType:` does;
  /// a title label made in between takes the type's default font.
  var storedButtonType = ButtonType.custom {
    didSet {
      guard hasTitleLabel, let label = titleLabel,
        label.font == UIButton.defaultTitleFont(for: oldValue)
      else { return }
      label.font = UIButton.defaultTitleFont(for: storedButtonType)
    }
  }
  /// Whether ``titleLabel`` was made.
  private var hasTitleLabel = false
  /// The label showing the current title (created on first use, as UIKit does).
  public var titleLabel: UILabel? {
    if let label = storedTitleLabel { return label }
    let label = makeTitleLabel()
    storedTitleLabel = label
    return label
  }
  var storedTitleLabel: UILabel?
  /// The view showing the current image (created on first use, as UIKit does).
  public var imageView: UIImageView? {
    if let view = storedImageView { return view }
    let view = makeImageView()
    storedImageView = view
    return view
  }
  var storedImageView: UIImageView?
  /// The label of a configuration's subtitle (nil while the configuration has none).
  public var subtitleLabel: UILabel? {
    configurationParts?.subtitle.superview === self ? configurationParts?.subtitle : nil
  }
  /// Padding around the title and image; ignored by a button with a ``configuration``.
  @available(iOS, deprecated: 15.0, message: "Use UIButton.Configuration's contentInsets")
  open var contentEdgeInsets: UIEdgeInsets {
    get { storedContentEdgeInsets }
    set {
      storedContentEdgeInsets = newValue
      invalidateIntrinsicContentSize()
      setNeedsLayout()
    }
  }
  /// Moves the title (does not change the intrinsic size, as in UIKit).
  @available(iOS, deprecated: 15.0, message: "Use UIButton.Configuration's titlePadding")
  open var titleEdgeInsets: UIEdgeInsets {
    get { storedTitleEdgeInsets }
    set {
      storedTitleEdgeInsets = newValue
      setNeedsLayout()
    }
  }
  /// Moves the image (does not change the intrinsic size, as in UIKit).
  @available(iOS, deprecated: 15.0, message: "Use UIButton.Configuration's imagePadding")
  open var imageEdgeInsets: UIEdgeInsets {
    get { storedImageEdgeInsets }
    set {
      storedImageEdgeInsets = newValue
      setNeedsLayout()
    }
  }
  var storedContentEdgeInsets = UIEdgeInsets.zero
  var storedTitleEdgeInsets = UIEdgeInsets.zero
  var storedImageEdgeInsets = UIEdgeInsets.zero
  /// Whether the image darkens while highlighted (true; stored, renderers draw no highlight).
  open var adjustsImageWhenHighlighted = true
  /// Whether the image dims while disabled (true; stored).
  open var adjustsImageWhenDisabled = true
  /// Whether a tap shows a glow (false; stored).
  open var showsTouchWhenHighlighted = false
  /// The menu the button shows (stored: OpenUIKit shows no menus).
  open var menu: UIMenu?
  /// Whether a tap shows ``menu`` instead of sending the primary action (false; stored).
  open var showsMenuAsPrimaryAction = false
  /// Whether a tap toggles ``UIControl/isSelected`` before the actions are sent (false).
  open var changesSelectionAsPrimaryAction = false
  /// The button's role (``Role/normal``).
  open var role = Role.normal

  var titles: [UInt: String] = [:]
  var titleColors: [UInt: UIColor] = [:]
  var images: [UInt: UIImage] = [:]
  var backgroundImages: [UInt: UIImage] = [:]
  var backgroundImageView: UIImageView?

  /// The configuration (nil: the button sizes and draws from its per-state titles and
  /// images). Setting it shows it at once and asks for ``updateConfiguration()``.
  open var configuration: Configuration? {
    didSet {
      applyConfiguration()
      if !isUpdatingConfiguration { setNeedsUpdateConfiguration() }
    }
  }
  /// Runs after ``updateConfiguration()`` whenever the configuration needs updating (a state
  /// change, ``setNeedsUpdateConfiguration()``); setting it asks for an update.
  open var configurationUpdateHandler: (@MainActor (UIButton) -> Void)? {
    didSet { setNeedsUpdateConfiguration() }
  }
  /// Whether ``configuration`` follows the button's state (true).
  open var automaticallyUpdatesConfiguration = true
  var needsConfigurationUpdate = false
  var isUpdatingConfiguration = false
  /// The background, labels and spinner of a configured button.
  var configurationParts: ConfigurationParts?

  /// Creates a custom button in `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a custom button from an archive: nothing is decoded (OpenUIKit has no nibs).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates a button of `buttonType`.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    storedButtonType = buttonType
    applyButtonTypeDefaults()
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

  /// Creates a system button showing `configuration`, whose primary action is
  /// `primaryAction` (its title and image fill the configuration's when they are unset).
  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(type: .system)
    var configuration = configuration
    if let primaryAction {
      addAction(primaryAction, for: .primaryActionTriggered)
      if configuration.title == nil, !primaryAction.title.isEmpty {
        configuration.title = primaryAction.title
      }
      if configuration.image == nil { configuration.image = primaryAction.image }
    }
    // (Observers do not run for a class's own properties set in its initializers.)
    self.configuration = configuration
    applyConfiguration()
    setNeedsUpdateConfiguration()
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

  /// Sets the title shown in `state`. On a configured button a title set here wins over
  /// the configuration's.
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

  /// Sets the image stretched behind the content in `state`.
  open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
    backgroundImages[state.rawValue] = image
    updateContent()
  }

  /// The background image set for `state` (the normal one when none is).
  open func backgroundImage(for state: UIControl.State) -> UIImage? {
    backgroundImages[state.rawValue] ?? backgroundImages[UIControl.State.normal.rawValue]
  }

  /// The title shown now.
  public var currentTitle: String? { lookup(titles) ?? configuration?.displayedTitle }
  /// The title colour now.
  public var currentTitleColor: UIColor { titleColor(for: state) ?? defaultTitleColor(for: state) }
  /// The image shown now.
  public var currentImage: UIImage? { lookup(images) ?? configuration?.image }
  /// The background image shown now.
  public var currentBackgroundImage: UIImage? { lookup(backgroundImages) }

  /// The state changed: the shown content follows, and a configured button updates its
  /// configuration.
  open override func stateDidChange() {
    super.stateDidChange()
    if configuration != nil || configurationUpdateHandler != nil {
      setNeedsUpdateConfiguration()
    }
    updateContent()
  }

  func updateContent() {
    if configuration != nil {
      applyConfiguration()
      return
    }
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
    updateBackgroundImageView()
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  func updateBackgroundImageView() {
    if let image = currentBackgroundImage {
      if backgroundImageView == nil {
        let view = UIImageView()
        view.isUserInteractionEnabled = false
        insertSubview(view, at: 0)
        backgroundImageView = view
      }
      backgroundImageView?.image = image
    } else {
      backgroundImageView?.image = nil
    }
  }

  // MARK: Configuration updates

  /// Asks for ``updateConfiguration()`` (and the ``configurationUpdateHandler``) before the
  /// button is next measured or laid out.
  open func setNeedsUpdateConfiguration() {
    needsConfigurationUpdate = true
    invalidateIntrinsicContentSize()
    setNeedsUpdateConstraints()
    setNeedsLayout()
  }

  /// Runs a pending configuration update before the layout pass reads the intrinsic size.
  open override func updateConstraints() {
    updateConfigurationIfNeeded()
    super.updateConstraints()
  }

  /// Override point to change ``configuration`` for the current state; the default does
  /// nothing (the state's look is resolved by ``Configuration/updated(for:)``).
  open func updateConfiguration() {}

  /// Runs a pending configuration update.
  func updateConfigurationIfNeeded() {
    guard needsConfigurationUpdate, !isUpdatingConfiguration else { return }
    needsConfigurationUpdate = false
    isUpdatingConfiguration = true
    updateConfiguration()
    configurationUpdateHandler?(self)
    isUpdatingConfiguration = false
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

  /// Without a configuration: title and image side by side, plus ``contentEdgeInsets``; the
  /// height is the title's line height plus 12, rounded up; at least the background image's
  /// size. With one: see ``Configuration``.
  open override var intrinsicContentSize: CGSize {
    updateConfigurationIfNeeded()
    if configuration != nil { return configuredIntrinsicSize }
    let (title, image) = contentSizes
    let font = titleLabel?.font ?? .systemFont(ofSize: 15)
    let lineBox = (font.lineHeight + 12).rounded(.up)
    var width = title.width + image.width
    if width == 0 { width = 30 }
    let height = max(lineBox, image.height)
    let insets = storedContentEdgeInsets
    var size = CGSize(
      width: max(width + insets.left + insets.right, 0),
      height: max(height + insets.top + insets.bottom, 0))
    if let background = currentBackgroundImage?.size {
      size = CGSize(
        width: max(size.width, background.width), height: max(size.height, background.height))
    }
    return size
  }

  /// The intrinsic size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// Places the image and the title, centred (or as ``UIControl/contentHorizontalAlignment``
  /// says) in the bounds less ``contentEdgeInsets``; a configured button places its parts as
  /// its configuration says.
  open override func layoutSubviews() {
    super.layoutSubviews()
    updateConfigurationIfNeeded()
    if configuration != nil {
      layoutConfiguredContent()
      return
    }
    backgroundImageView?.frame = bounds
    let (title, image) = contentSizes
    let area = bounds.inset(by: storedContentEdgeInsets)
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
      imageView.frame = frame.inset(by: storedImageEdgeInsets)
      x += image.width
    }
    if let titleLabel, title.width > 0 {
      let width = min(title.width, area.maxX - x)
      let frame = CGRect(
        x: x, y: area.midY - title.height / 2, width: max(width, 0), height: title.height)
      titleLabel.frame = frame.inset(by: storedTitleEdgeInsets)
    }
  }

  // MARK: Accessibility defaults

  /// A button is an accessibility element unless told otherwise.
  open override var isAccessibilityElement: Bool {
    get { storedAccessibility?.isElement ?? true }
    set { super.isAccessibilityElement = newValue }
  }
  /// The set label, else the current title (and the configuration's subtitle).
  open override var accessibilityLabel: String? {
    get {
      if let label = storedAccessibility?.label { return label }
      let title = currentTitle.flatMap { $0.isEmpty ? nil : $0 }
      if let subtitle = configuration?.displayedSubtitle, !subtitle.isEmpty {
        return title.map { "\($0), \(subtitle)" } ?? subtitle
      }
      return title
    }
    set { super.accessibilityLabel = newValue }
  }
  /// The set traits, else ``UIAccessibilityTraits/button``, with
  /// ``UIAccessibilityTraits/selected`` while selected and ``UIAccessibilityTraits/notEnabled``
  /// while disabled.
  open override var accessibilityTraits: UIAccessibilityTraits {
    get {
      if let traits = storedAccessibility?.traits { return traits }
      var traits = UIAccessibilityTraits.button
      if isSelected { traits.insert(.selected) }
      if !isEnabled { traits.insert(.notEnabled) }
      return traits
    }
    set { super.accessibilityTraits = newValue }
  }

  /// A simulated tap inside: a button that changes selection as its primary action toggles
  /// ``UIControl/isSelected`` first.
  override func simulatedTouchUp(inside: Bool) {
    if inside, isEnabled, isHighlighted, changesSelectionAsPrimaryAction { isSelected.toggle() }
    super.simulatedTouchUp(inside: inside)
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
