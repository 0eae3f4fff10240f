import Foundation

/// The standard content of a list row, header or footer: an image, a text and a secondary
/// text, with the fonts, colours and spacing of UIKit's presets (``cell()``,
/// ``subtitleCell()``, ``valueCell()``, ``plainHeader()``, ``groupedHeader()`` …). Cells and
/// header-footer views take one as their `contentConfiguration`; the view it makes is a
/// ``UIListContentView``.
///
/// Apple documents no numbers for the presets (uikit-apps.md §6.3.3, U): OpenUIKit's are
/// listed in the "Tables" article. Cells made with a list configuration are at least 44 pt
/// tall (the separator included), as UIKit's system cells are.
@preconcurrency @MainActor
public struct UIListContentConfiguration: UIContentConfiguration {
  /// The primary text.
  public var text: String?
  /// The primary text with attributes (its string is shown; attributes are not drawn).
  public var attributedText: NSAttributedString?
  /// The secondary text.
  public var secondaryText: String?
  /// The secondary text with attributes (its string is shown).
  public var secondaryAttributedText: NSAttributedString?
  /// The image, at the leading edge.
  public var image: UIImage?
  /// How the text is drawn.
  public var textProperties: TextProperties
  /// How the secondary text is drawn.
  public var secondaryTextProperties: TextProperties
  /// How the image is drawn.
  public var imageProperties = ImageProperties()
  /// The margins around the content: minimums, raised to the owner's layout margins on the
  /// horizontal axis (uikit-apps.md §6.3.1).
  public var directionalLayoutMargins: NSDirectionalEdgeInsets
  /// The space between the image and the text (only with both).
  public var imageToTextPadding: CGFloat = 16
  /// The space between stacked text and secondary text (only with both).
  public var textToSecondaryTextVerticalPadding: CGFloat = 0
  /// The least space between side-by-side text and secondary text.
  public var textToSecondaryTextHorizontalPadding: CGFloat = 8
  /// Whether text and secondary text sit side by side when they fit (``valueCell()``).
  public var prefersSideBySideTextAndSecondaryText = false
  /// The least height of a cell showing this configuration, the separator included (44
  /// for cells, 0 for headers and footers; OpenUIKit's).
  var minimumCellHeight: CGFloat = 0

  init(
    text: TextProperties, secondary: TextProperties, margins: NSDirectionalEdgeInsets
  ) {
    textProperties = text
    secondaryTextProperties = secondary
    directionalLayoutMargins = margins
  }

  /// The text shown (``attributedText``'s string first), transformed.
  var displayedText: String? {
    (attributedText?.string ?? text).map { textProperties.transformed($0) }
  }

  /// The secondary text shown (``secondaryAttributedText``'s string first), transformed.
  var displayedSecondaryText: String? {
    (secondaryAttributedText?.string ?? secondaryText).map {
      secondaryTextProperties.transformed($0)
    }
  }

  /// A view showing this configuration.
  public func makeContentView() -> any UIView & UIContentView {
    UIListContentView(configuration: self)
  }

  // MARK: Presets

  private static func body() -> TextProperties {
    TextProperties(font: .preferredFont(forTextStyle: .body), color: .label)
  }

  private static func secondary(_ style: UIFont.TextStyle) -> TextProperties {
    TextProperties(font: .preferredFont(forTextStyle: style), color: .secondaryLabel)
  }

  /// A cell: body text in `label`, 11 pt above and below, 16 pt at the sides (raised to the
  /// cell's margins), at least 44 pt tall.
  public static func cell() -> UIListContentConfiguration {
    var c = UIListContentConfiguration(
      text: body(), secondary: secondary(.subheadline),
      margins: NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
    c.textToSecondaryTextVerticalPadding = 3
    c.minimumCellHeight = 44
    return c
  }

  /// A cell with subheadline secondary text (15 pt, `secondaryLabel`) 3 pt below the text.
  public static func subtitleCell() -> UIListContentConfiguration {
    cell()
  }

  /// A cell with body secondary text in `secondaryLabel` at the trailing edge, on the same
  /// line as the text when both fit.
  public static func valueCell() -> UIListContentConfiguration {
    var c = cell()
    c.secondaryTextProperties = secondary(.body)
    c.prefersSideBySideTextAndSecondaryText = true
    return c
  }

  /// A header of a plain list: headline text (17 pt semibold) in `label`, 6 pt above and
  /// below.
  public static func plainHeader() -> UIListContentConfiguration {
    UIListContentConfiguration(
      text: TextProperties(font: .preferredFont(forTextStyle: .headline), color: .label),
      secondary: secondary(.subheadline),
      margins: NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16))
  }

  /// A footer of a plain list: subheadline text (15 pt) in `secondaryLabel`, 6 pt above and
  /// below.
  public static func plainFooter() -> UIListContentConfiguration {
    UIListContentConfiguration(
      text: secondary(.subheadline), secondary: secondary(.subheadline),
      margins: NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16))
  }

  /// A header of a grouped or inset-grouped list: footnote text (13 pt) in
  /// `secondaryLabel`, upper case, 16 pt above and 6 pt below.
  public static func groupedHeader() -> UIListContentConfiguration {
    var text = secondary(.footnote)
    text.transform = .uppercase
    return UIListContentConfiguration(
      text: text, secondary: secondary(.footnote),
      margins: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 6, trailing: 16))
  }

  /// A footer of a grouped or inset-grouped list: footnote text (13 pt) in
  /// `secondaryLabel`, 6 pt above and below.
  public static func groupedFooter() -> UIListContentConfiguration {
    UIListContentConfiguration(
      text: secondary(.footnote), secondary: secondary(.footnote),
      margins: NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16))
  }

  /// A header in the plain style (``plainHeader()``); a table's header-footer views return
  /// the preset of their table's style from `defaultContentConfiguration()`.
  public static func header() -> UIListContentConfiguration { plainHeader() }

  /// A footer in the plain style (``plainFooter()``).
  public static func footer() -> UIListContentConfiguration { plainFooter() }

  /// A large header of an inset-grouped list: title3 text (20 pt) in `label`, not upper case.
  public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
    UIListContentConfiguration(
      text: TextProperties(font: .preferredFont(forTextStyle: .title3), color: .label),
      secondary: secondary(.subheadline),
      margins: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 8, trailing: 16))
  }
}
