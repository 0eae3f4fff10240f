import Foundation

/// A row of segments, each a title or an image, one of them selected. A tap on another
/// segment selects it and sends ``UIControl/Event/valueChanged``.
///
/// Height: 32 pt (uikit-apps §5, the iOS 13+ figure). Widths (U: Apple documents no padding;
/// OpenUIKit's choice): a segment's natural width is its content's width (the title in the
/// 13 pt system font, or the image), rounded up, plus ``segmentContentPadding`` (12 pt) on
/// each side. By default every segment is as wide as the widest, so the intrinsic width is
/// that width times the number of segments; with ``apportionsSegmentWidthsByContent`` each
/// keeps its natural width. A width set with ``setWidth(_:forSegmentAt:)`` (non-zero) wins.
/// In a wider or narrower frame the segments without a set width share what the set widths
/// leave: equally, or in proportion to their natural widths when apportioned. The control
/// hugs at 250 horizontally and 750 vertically (uikit-semantics §3.3). The titles do not
/// follow Dynamic Type, as in UIKit.
///
/// Drawing: a `UIColor.tertiarySystemFill` capsule of radius 9, the selected segment on a
/// white (or ``selectedSegmentTintColor``) platter inset by 2 pt with radius 7, titles in
/// `UIColor.label` (semibold when selected). Every part is a subview, so renderers draw it.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
  /// The value of ``selectedSegmentIndex`` when no segment is selected: -1.
  public static let noSegment = -1
  /// The control's height: 32 pt (uikit-apps §5).
  public static let controlHeight: CGFloat = 32
  /// The space on each side of a segment's content: 12 pt (OpenUIKit's choice).
  public static let segmentContentPadding: CGFloat = 12
  /// The inset of the selected segment's platter: 2 pt (OpenUIKit's choice).
  static let platterInset: CGFloat = 2

  /// One segment's content and settings.
  struct Segment {
    var title: String?
    var image: UIImage?
    var action: UIAction?
    var width: CGFloat = 0
    var isEnabled = true
    let view: UIView
  }

  /// The segments, in order.
  var segments: [Segment] = []
  /// The selected segment's platter.
  let platter = UIView()
  /// Where the last touch that hit the control landed, in its coordinates.
  var lastTouchPoint: CGPoint?

  /// The selected segment, or ``noSegment`` (the default). Setting an index out of range is
  /// reported (UIKit raises) and ignored.
  open var selectedSegmentIndex: Int = UISegmentedControl.noSegment {
    didSet {
      if selectedSegmentIndex < UISegmentedControl.noSegment
        || selectedSegmentIndex >= segments.count
      {
        LayoutDiagnostics.report(
          .raised(
            name: "NSRangeException",
            reason: "index \(selectedSegmentIndex) beyond bounds [0 .. \(segments.count - 1)]"),
          engine: nil)
        selectedSegmentIndex = oldValue
        return
      }
      if selectedSegmentIndex != oldValue { updateAppearance() }
    }
  }
  /// Whether a tap leaves no segment selected (it still sends
  /// ``UIControl/Event/valueChanged``); false by default.
  open var isMomentary = false
  /// Whether segments keep their natural widths instead of equal ones (false by default).
  open var apportionsSegmentWidthsByContent = false {
    didSet { segmentsDidChange() }
  }
  /// The selected segment's platter colour; nil (the default) draws white.
  open var selectedSegmentTintColor: UIColor? {
    didSet { updateAppearance() }
  }
  /// The number of segments.
  open var numberOfSegments: Int { segments.count }

  /// Text attributes per state (raw value), stored; the font attribute is applied.
  var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

  /// Creates a control with one segment per item: a `String` becomes a titled segment, a
  /// ``UIImage`` an image segment (other items are skipped).
  public convenience init(items: [Any]?) {
    self.init(frame: .zero)
    for item in items ?? [] {
      if let title = item as? String {
        insertSegment(withTitle: title, at: segments.count, animated: false)
      } else if let image = item as? UIImage {
        insertSegment(with: image, at: segments.count, animated: false)
      }
    }
    frame.size = intrinsicContentSize
  }

  /// Creates a control with one segment per action, titled (or imaged) by it; a tap on a
  /// segment performs its action, then sends ``UIControl/Event/valueChanged``.
  public convenience init(frame: CGRect, actions: [UIAction]) {
    self.init(frame: frame)
    for action in actions { insertSegment(action: action, at: segments.count, animated: false) }
  }

  /// Creates an empty control in `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    installParts()
  }

  /// Creates a control from an archive: nothing is decoded (OpenUIKit has no nibs).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    installParts()
  }

  // MARK: Segments

  /// Inserts a titled segment at `segment` (clamped to `0…numberOfSegments`).
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    insert(Segment(title: title, image: nil, action: nil, view: UILabel()), at: segment)
  }

  /// Inserts an image segment at `segment` (clamped to `0…numberOfSegments`).
  open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
    insert(Segment(title: nil, image: image, action: nil, view: UIImageView()), at: segment)
  }

  /// Inserts a segment for `action` (its image when it has one, else its title).
  open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
    let content: UIView = action.image != nil ? UIImageView() : UILabel()
    let title = action.image != nil ? nil : action.title
    insert(Segment(title: title, image: action.image, action: action, view: content), at: segment)
  }

  /// Removes the segment at `segment` (out of range: nothing). Removing the selected segment
  /// leaves none selected; the selection follows its segment otherwise.
  open func removeSegment(at segment: Int, animated: Bool) {
    guard segments.indices.contains(segment) else { return }
    segments.remove(at: segment).view.removeFromSuperview()
    var selected = selectedSegmentIndex
    if selected == segment { selected = UISegmentedControl.noSegment }
    if selected > segment { selected -= 1 }
    setSelectionSilently(selected)
    segmentsDidChange()
  }

  /// Removes every segment.
  open func removeAllSegments() {
    for segment in segments { segment.view.removeFromSuperview() }
    segments.removeAll()
    setSelectionSilently(UISegmentedControl.noSegment)
    segmentsDidChange()
  }

  /// Sets the title of `segment` (it becomes a titled segment).
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    replaceContent(of: segment, title: title, image: nil)
  }

  /// The title of `segment` (nil for an image segment or out of range).
  open func titleForSegment(at segment: Int) -> String? {
    segments.indices.contains(segment) ? segments[segment].title : nil
  }

  /// Sets the image of `segment` (it becomes an image segment).
  open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    replaceContent(of: segment, title: nil, image: image)
  }

  /// The image of `segment` (nil for a titled segment or out of range).
  open func imageForSegment(at segment: Int) -> UIImage? {
    segments.indices.contains(segment) ? segments[segment].image : nil
  }

  /// Sets the action of `segment`, with its title or image.
  open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].action = action
    if let image = action.image {
      replaceContent(of: segment, title: nil, image: image)
    } else {
      replaceContent(of: segment, title: action.title, image: nil)
    }
  }

  /// The action of `segment`, if it has one.
  open func actionForSegment(at segment: Int) -> UIAction? {
    segments.indices.contains(segment) ? segments[segment].action : nil
  }

  /// The index of the segment whose action has `actionIdentifier` (``noSegment`` if none).
  open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
    segments.firstIndex { $0.action?.identifier == actionIdentifier }
      ?? UISegmentedControl.noSegment
  }

  /// Sets the width of `segment`; 0 (the default) sizes it automatically.
  open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].width = max(width, 0)
    segmentsDidChange()
  }

  /// The width set for `segment` (0: automatic).
  open func widthForSegment(at segment: Int) -> CGFloat {
    segments.indices.contains(segment) ? segments[segment].width : 0
  }

  /// Enables or disables one segment (a disabled segment ignores taps and is dimmed).
  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].isEnabled = enabled
    updateAppearance()
  }

  /// Whether `segment` is enabled.
  open func isEnabledForSegment(at segment: Int) -> Bool {
    segments.indices.contains(segment) ? segments[segment].isEnabled : false
  }

  /// Sets the title attributes for `state` (the font is used for measuring and drawing; the
  /// foreground colour for drawing).
  open func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) {
    titleAttributes[state.rawValue] = attributes
    segmentsDidChange()
  }

  /// The title attributes set for `state`.
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    titleAttributes[state.rawValue]
  }

  // MARK: Geometry

  /// The font of unselected titles: the normal attributes' font, else the 13 pt system font.
  var titleFont: UIFont {
    (titleAttributes[UIControl.State.normal.rawValue]?[.font] as? UIFont)
      ?? .systemFont(ofSize: 13)
  }

  /// The font of the selected title: the selected attributes' font, else the 13 pt semibold
  /// system font.
  var selectedTitleFont: UIFont {
    (titleAttributes[UIControl.State.selected.rawValue]?[.font] as? UIFont)
      ?? .systemFont(ofSize: 13, weight: .semibold)
  }

  /// A segment's natural width: its content's width rounded up plus the padding.
  func naturalWidth(of segment: Int) -> CGFloat {
    let s = segments[segment]
    var content: CGFloat = 0
    if let image = s.image {
      content = image.size.width
    } else if let title = s.title {
      let regular = TextMeasurement.current.width(of: title, font: titleFont)
      let bold = TextMeasurement.current.width(of: title, font: selectedTitleFont)
      content = max(regular, bold)
    }
    return content.rounded(.up) + 2 * UISegmentedControl.segmentContentPadding
  }

  /// The widths the segments take in a control `total` wide.
  func segmentWidths(forTotalWidth total: CGFloat) -> [CGFloat] {
    let natural = segments.indices.map(naturalWidth(of:))
    let fixed = segments.map(\.width)
    let autoIndices = segments.indices.filter { fixed[$0] == 0 }
    let left = total - fixed.reduce(0, +)
    var widths = fixed
    guard !autoIndices.isEmpty else { return widths }
    if apportionsSegmentWidthsByContent {
      let sum = autoIndices.reduce(CGFloat(0)) { $0 + natural[$1] }
      for i in autoIndices {
        widths[i] = sum > 0 ? left * natural[i] / sum : left / CGFloat(autoIndices.count)
      }
    } else {
      for i in autoIndices { widths[i] = left / CGFloat(autoIndices.count) }
    }
    return widths.map { max($0, 0) }
  }

  /// The natural widths (or equal widths of the widest) plus the set widths, by 32.
  open override var intrinsicContentSize: CGSize {
    let natural = segments.indices.map(naturalWidth(of:))
    var width: CGFloat = 0
    let widest = natural.max() ?? 0
    for (i, segment) in segments.enumerated() {
      if segment.width > 0 {
        width += segment.width
      } else {
        width += apportionsSegmentWidthsByContent ? natural[i] : widest
      }
    }
    return CGSize(width: width, height: UISegmentedControl.controlHeight)
  }

  /// The intrinsic size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// The segments' frames, left to right (right to left in a right-to-left layout).
  var segmentFrames: [CGRect] {
    let widths = segmentWidths(forTotalWidth: bounds.width)
    var x: CGFloat = 0
    var frames: [CGRect] = []
    for w in widths {
      frames.append(CGRect(x: x, y: 0, width: w, height: bounds.height))
      x += w
    }
    if effectiveUserInterfaceLayoutDirection == .rightToLeft {
      frames = frames.map {
        CGRect(x: bounds.width - $0.maxX, y: 0, width: $0.width, height: $0.height)
      }
    }
    return frames
  }

  /// Places each segment's content centred in its frame and the platter under the selected
  /// one.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let frames = segmentFrames
    for (i, segment) in segments.enumerated() {
      let f = frames[i]
      let size: CGSize
      if let image = segment.image {
        size = image.size
      } else if let label = segment.view as? UILabel {
        size = label.intrinsicContentSize
      } else {
        size = .zero
      }
      let w = min(size.width, max(f.width - 2 * UISegmentedControl.platterInset, 0))
      segment.view.frame = CGRect(
        x: f.midX - w / 2, y: f.midY - size.height / 2, width: w, height: size.height)
    }
    if frames.indices.contains(selectedSegmentIndex) {
      platter.frame = frames[selectedSegmentIndex].insetBy(
        dx: UISegmentedControl.platterInset, dy: UISegmentedControl.platterInset)
    }
  }

  /// The segment under `point` (the control's coordinates), or ``noSegment``.
  func segmentIndex(at point: CGPoint) -> Int {
    for (i, f) in segmentFrames.enumerated() where point.x >= f.minX && point.x < f.maxX {
      return i
    }
    return UISegmentedControl.noSegment
  }

  // MARK: Touches

  /// Records where a touch lands, to find the tapped segment.
  open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    if hit != nil { lastTouchPoint = point }
    return hit
  }

  /// A tap on an enabled segment other than the selected one (any segment when momentary)
  /// selects it, performs its action if it has one and sends
  /// ``UIControl/Event/valueChanged``; then touch up as any control.
  override func simulatedTouchUp(inside: Bool) {
    if inside, isEnabled, let point = lastTouchPoint {
      let index = segmentIndex(at: point)
      if segments.indices.contains(index), segments[index].isEnabled,
        index != selectedSegmentIndex || isMomentary
      {
        selectedSegmentIndex = isMomentary ? UISegmentedControl.noSegment : index
        if let action = segments[index].action { action.perform(sender: self) }
        sendActions(for: .valueChanged)
      }
    }
    lastTouchPoint = nil
    super.simulatedTouchUp(inside: inside)
  }

  /// Dimmed while disabled.
  open override func stateDidChange() {
    super.stateDidChange()
    updateAppearance()
  }

  /// The control itself is not an accessibility element (its segments are, as in UIKit).
  open override var isAccessibilityElement: Bool {
    get { storedAccessibility?.isElement ?? false }
    set { super.isAccessibilityElement = newValue }
  }

  // MARK: Private

  private func installParts() {
    setContentHuggingPriority(.defaultHigh, for: .vertical)
    backgroundColor = .tertiarySystemFill
    layer.cornerRadius = 9
    platter.isUserInteractionEnabled = false
    platter.layer.cornerRadius = 7
    platter.layer.shadowOpacity = 0.12
    platter.layer.shadowOffset = CGSize(width: 0, height: 3)
    platter.layer.shadowRadius = 4
    addSubview(platter)
    updateAppearance()
  }

  private func insert(_ segment: Segment, at index: Int) {
    let at = min(max(index, 0), segments.count)
    segment.view.isUserInteractionEnabled = false
    addSubview(segment.view)
    segments.insert(segment, at: at)
    if selectedSegmentIndex >= at { setSelectionSilently(selectedSegmentIndex + 1) }
    segmentsDidChange()
  }

  private func replaceContent(of index: Int, title: String?, image: UIImage?) {
    let old = segments[index]
    let view: UIView = image != nil ? UIImageView() : UILabel()
    view.isUserInteractionEnabled = false
    old.view.removeFromSuperview()
    addSubview(view)
    segments[index] = Segment(
      title: title, image: image, action: old.action, width: old.width,
      isEnabled: old.isEnabled, view: view)
    segmentsDidChange()
  }

  /// Changes the selection without the range report (segments were inserted or removed).
  private func setSelectionSilently(_ index: Int) {
    let clamped = segments.indices.contains(index) ? index : UISegmentedControl.noSegment
    if clamped != selectedSegmentIndex { selectedSegmentIndex = clamped }
  }

  private func segmentsDidChange() {
    updateAppearance()
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  private func updateAppearance() {
    platter.backgroundColor = selectedSegmentTintColor ?? .white
    platter.isHidden = !segments.indices.contains(selectedSegmentIndex)
    let normalColor =
      titleAttributes[UIControl.State.normal.rawValue]?[.foregroundColor] as? UIColor ?? .label
    let selectedColor =
      titleAttributes[UIControl.State.selected.rawValue]?[.foregroundColor] as? UIColor
      ?? normalColor
    for (i, segment) in segments.enumerated() {
      let selected = i == selectedSegmentIndex
      if let label = segment.view as? UILabel {
        label.text = segment.title
        label.font = selected ? selectedTitleFont : titleFont
        label.textColor = selected ? selectedColor : normalColor
        label.textAlignment = .center
        label.accessibilityTraits = selected ? [.button, .selected] : .button
      } else if let imageView = segment.view as? UIImageView {
        imageView.image = segment.image
        imageView.accessibilityTraits = selected ? [.button, .selected] : .button
      }
      segment.view.alpha = segment.isEnabled && isEnabled ? 1 : 0.35
    }
    setNeedsLayout()
  }
}
