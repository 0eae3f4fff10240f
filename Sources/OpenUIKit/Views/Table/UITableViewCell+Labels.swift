import Foundation

/// The built-in labels of the standard cell styles.
extension UITableViewCell {
  /// The horizontal inset of the built-in labels: 16 pt on phones narrower than 414 pt, 20 pt
  /// on wider screens (an approximation of UIKit's readable layout margins of table cells).
  static func labelInset(forWidth width: CGFloat) -> CGFloat {
    width < 414 ? 16 : 20
  }

  /// Lays the built-in labels out in the content view: the text label alone fills the row
  /// between the insets; with a detail label (`.subtitle`) the two are stacked and centred
  /// vertically; `.value1` and `.value2` put the detail beside the text.
  func layoutBuiltInLabels() {
    guard storedTextLabel != nil || storedDetailTextLabel != nil else { return }
    let bounds = contentView.bounds
    let inset = cellMargin
    let width = max(bounds.width - 2 * inset, 0)
    let text = storedTextLabel
    let detail = storedDetailTextLabel
    switch style {
    case .default:
      text?.frame = CGRect(x: inset, y: 0, width: width, height: bounds.height)
    case .subtitle:
      let textHeight = text?.intrinsicContentSize.height ?? 0
      let detailHeight = detail?.intrinsicContentSize.height ?? 0
      let top = ((bounds.height - textHeight - detailHeight) / 2).rounded(.down)
      text?.frame = CGRect(x: inset, y: top, width: width, height: textHeight)
      detail?.frame = CGRect(x: inset, y: top + textHeight, width: width, height: detailHeight)
    case .value1, .value2:
      let detailWidth = min(detail?.intrinsicContentSize.width ?? 0, width / 2)
      text?.frame = CGRect(x: inset, y: 0, width: width - detailWidth, height: bounds.height)
      detail?.frame = CGRect(
        x: inset + width - detailWidth, y: 0, width: detailWidth, height: bounds.height)
    }
  }

  /// The height of a row showing the built-in labels (nil without them): 11 pt above and
  /// below the labels (stacked in the subtitle style) plus the separator, at least 44 pt
  /// (OpenUIKit's reading of UIKit's system cells, U).
  func builtInLabelsHeight(contentWidth: CGFloat, separator: CGFloat) -> CGFloat? {
    guard storedTextLabel != nil || storedDetailTextLabel != nil else { return nil }
    let width = max(contentWidth - 2 * cellMargin, 0)
    func height(_ label: UILabel?) -> CGFloat {
      guard let label, label.text != nil else { return 0 }
      return label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
    }
    let labels: CGFloat
    switch style {
    case .subtitle: labels = height(storedTextLabel) + height(storedDetailTextLabel)
    default: labels = max(height(storedTextLabel), height(storedDetailTextLabel))
    }
    return max(44, 11 + labels + 11 + separator)
  }
}
