import Foundation

/// A control for picking a date and time. OpenUIKit lays out and draws the compact style,
/// the default since iOS 14: the date and the time as text on rounded platters.
///
/// Formatting is deterministic (OpenUIKit's decision; UIKit formats with the device's locale,
/// calendar and time zone): ``locale`` nil formats with `en_US_POSIX`, ``timeZone`` nil
/// formats in UTC, ``calendar`` nil uses the Gregorian calendar. The date shows as
/// `MMM d, yyyy` ("Dec 2, 2026") and the time as `h:mm a` ("9:41 AM"): the patterns are
/// fixed, a ``locale`` changes the words (month names, AM and PM), not the order or the clock.
///
/// Geometry (U: Apple documents none; OpenUIKit's choices): each platter is its text's width
/// in the 17 pt system font, rounded up, plus ``platterPadding`` (11 pt) on each side, and
/// ``platterHeight`` (34 pt) tall; with ``Mode/dateAndTime`` the time platter follows the date
/// platter ``platterSpacing`` (6 pt) later. The intrinsic size is the platters' extent; the
/// platters sit at the trailing edge of a wider frame, vertically centred, as UIKit's compact
/// picker aligns them. The picker hugs at 750 on both axes (uikit-semantics §3.3). The platters use a fixed 17 pt font: OpenUIKit does not scale them
/// with Dynamic Type.
///
/// Setting ``date`` in code sends no event, as in UIKit; ``date`` stays within
/// ``minimumDate``…``maximumDate``. A tap (which opens a calendar popover in UIKit) does
/// nothing here but send the touch events.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
  /// What the picker picks (UIKit's raw values).
  public enum Mode: Int, Sendable {
    /// A time of day.
    case time = 0
    /// A calendar date.
    case date = 1
    /// A date and a time (the default).
    case dateAndTime = 2
    /// A duration in hours and minutes (drawn as a time here).
    case countDownTimer = 3
    /// A month and a year (iOS 17.4; drawn as a date here).
    case yearAndMonth = 4
  }

  /// The picker's look (UIKit's raw values).
  public enum Style: Int, Sendable {
    /// The system's choice: compact.
    case automatic = 0
    /// Spinning wheels (drawn as compact here).
    case wheels = 1
    /// Compact platters that open a popover.
    case compact = 2
    /// An inline calendar (drawn as compact here).
    case inline = 3
  }

  /// The padding on each side of a platter's text: 11 pt (OpenUIKit's choice).
  public static let platterPadding: CGFloat = 11
  /// The height of a platter: 34 pt (OpenUIKit's choice).
  public static let platterHeight: CGFloat = 34
  /// The space between the date and the time platters: 6 pt (OpenUIKit's choice).
  public static let platterSpacing: CGFloat = 6
  /// The platters' font: the 17 pt system font.
  static let platterFont = UIFont.systemFont(ofSize: 17)

  /// The date shown, kept within ``minimumDate``…``maximumDate``. UIKit starts at the
  /// current moment; OpenUIKit, which reads no wall clock, starts at the reference date
  /// (2001-01-01 00:00 UTC) so that renderings are reproducible: set it.
  open var date: Date {
    get { storedDate }
    set { setDate(newValue, animated: false) }
  }
  /// The earliest date (nil: none).
  open var minimumDate: Date? {
    didSet { setDate(storedDate, animated: false) }
  }
  /// The latest date (nil: none).
  open var maximumDate: Date? {
    didSet { setDate(storedDate, animated: false) }
  }
  /// What is picked (``Mode/dateAndTime`` by default).
  open var datePickerMode = Mode.dateAndTime {
    didSet { contentDidChange() }
  }
  /// The style asked for (``Style/automatic`` by default).
  open var preferredDatePickerStyle = Style.automatic {
    didSet { contentDidChange() }
  }
  /// The style shown: ``Style/compact`` for ``Style/automatic``, else the one asked for
  /// (every style is drawn compact here).
  open var datePickerStyle: Style {
    preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
  }
  /// The locale of the text; nil (the default) formats with `en_US_POSIX`.
  open var locale: Locale? {
    didSet { contentDidChange() }
  }
  /// The calendar; nil (the default) uses the Gregorian calendar.
  open var calendar: Calendar! {
    get { storedCalendar ?? Calendar(identifier: .gregorian) }
    set {
      storedCalendar = newValue
      contentDidChange()
    }
  }
  /// The time zone of the text; nil (the default) formats in UTC.
  open var timeZone: TimeZone? {
    didSet { contentDidChange() }
  }
  /// The minute step of the time (1 by default; stored).
  open var minuteInterval = 1
  /// The duration of ``Mode/countDownTimer``, in seconds (0 by default; stored).
  open var countDownDuration: TimeInterval = 0
  /// Whether a set date is rounded to ``minuteInterval`` (true; stored).
  open var roundsToMinuteInterval = true

  var storedDate: Date
  var storedCalendar: Calendar?
  /// The date platter and its text.
  let datePlatter = UILabel()
  /// The time platter and its text.
  let timePlatter = UILabel()

  /// Creates a date picker in `frame`.
  public override init(frame: CGRect) {
    storedDate = Date(timeIntervalSinceReferenceDate: 0)
    super.init(frame: frame)
    installParts()
  }

  /// Creates a date picker from an archive: nothing is decoded (OpenUIKit has no nibs).
  public required init?(coder: NSCoder) {
    storedDate = Date(timeIntervalSinceReferenceDate: 0)
    super.init(coder: coder)
    installParts()
  }

  /// Sets the date, kept within the minimum and maximum (no event is sent).
  open func setDate(_ date: Date, animated: Bool) {
    var d = date
    if let minimumDate, d < minimumDate { d = minimumDate }
    if let maximumDate, d > maximumDate { d = maximumDate }
    storedDate = d
    contentDidChange()
  }

  /// The text of the date platter, formatted as the type's discussion says.
  public var formattedDate: String { format("MMM d, yyyy") }
  /// The text of the time platter, formatted as the type's discussion says.
  public var formattedTime: String { format("h:mm a") }

  private func format(_ pattern: String) -> String {
    let formatter = DateFormatter()
    formatter.locale = locale ?? Locale(identifier: "en_US_POSIX")
    formatter.calendar = calendar
    formatter.timeZone = timeZone ?? TimeZone(identifier: "UTC")
    formatter.dateFormat = pattern
    return formatter.string(from: storedDate)
  }

  /// Whether the date platter shows.
  var showsDate: Bool { datePickerMode != .time && datePickerMode != .countDownTimer }
  /// Whether the time platter shows.
  var showsTime: Bool { datePickerMode != .date && datePickerMode != .yearAndMonth }

  /// A platter's width for `text`.
  func platterWidth(for text: String) -> CGFloat {
    TextMeasurement.current.width(of: text, font: UIDatePicker.platterFont).rounded(.up)
      + 2 * UIDatePicker.platterPadding
  }

  /// The platters' extent (see the type's discussion).
  open override var intrinsicContentSize: CGSize {
    var width: CGFloat = 0
    if showsDate { width += platterWidth(for: formattedDate) }
    if showsTime {
      if showsDate { width += UIDatePicker.platterSpacing }
      width += platterWidth(for: formattedTime)
    }
    return CGSize(width: width, height: UIDatePicker.platterHeight)
  }

  /// The intrinsic size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// Places the platters at the trailing edge, vertically centred.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let h = UIDatePicker.platterHeight
    let y = (bounds.height - h) / 2
    let dateWidth = showsDate ? platterWidth(for: formattedDate) : 0
    let timeWidth = showsTime ? platterWidth(for: formattedTime) : 0
    let total = intrinsicContentSize.width
    let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
    var x = rtl ? 0 : bounds.width - total
    var frames: [(UILabel, CGFloat)] = []
    if showsDate { frames.append((datePlatter, dateWidth)) }
    if showsTime { frames.append((timePlatter, timeWidth)) }
    if rtl { frames.reverse() }
    for (platter, width) in frames {
      platter.frame = CGRect(x: x, y: y, width: width, height: h)
      x += width + UIDatePicker.platterSpacing
    }
  }

  // MARK: Accessibility

  /// The picker is not an element itself: its platters are (buttons whose labels are the
  /// date and the time).
  open override var isAccessibilityElement: Bool {
    get { storedAccessibility?.isElement ?? false }
    set { super.isAccessibilityElement = newValue }
  }

  private func installParts() {
    setContentHuggingPriority(.defaultHigh, for: .horizontal)
    setContentHuggingPriority(.defaultHigh, for: .vertical)
    for platter in [datePlatter, timePlatter] {
      platter.font = UIDatePicker.platterFont
      platter.textAlignment = .center
      platter.backgroundColor = .tertiarySystemFill
      platter.layer.cornerRadius = 6
      platter.clipsToBounds = true
      platter.isUserInteractionEnabled = false
      platter.accessibilityTraits = .button
      addSubview(platter)
    }
    contentDidChange()
  }

  private func contentDidChange() {
    datePlatter.text = formattedDate
    timePlatter.text = formattedTime
    datePlatter.isHidden = !showsDate
    timePlatter.isHidden = !showsTime
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }
}
