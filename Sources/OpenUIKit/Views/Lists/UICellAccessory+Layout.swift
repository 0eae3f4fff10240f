import Foundation

/// The accessories' edges, sizes and views.
extension UICellAccessory {
  /// The space between two accessories on the same edge: 12 pt, the gap between the info
  /// button and the chevron of a table's detail disclosure accessory (42 = 22 + 12 + 8; U).
  static let interAccessorySpacing: CGFloat = 12

  /// Whether the accessory sits at the leading edge: delete, insert and multiselect do, as
  /// Apple documents; a custom view where its placement says; the others at the trailing
  /// edge.
  var isLeading: Bool {
    switch kind {
    case .delete, .insert, .multiselect: return true
    case .customView(let c):
      if case .leading = c.placement { return true }
      return false
    default: return false
    }
  }

  /// The size of the accessory's glyph or view (OpenUIKit's, after iOS 17's glyphs; U): the
  /// table's for the chevron (8 × 13), the checkmark (14 × 12) and the info button
  /// (22 × 22); 8 × 13 for the outline chevron; 22 × 22 for the delete, insert and
  /// multiselect circles; 20 × 12 for the reorder grabber; a label's text size; a custom
  /// view's frame (its intrinsic size where it has one).
  var contentSize: CGSize {
    switch kind {
    case .disclosureIndicator, .outlineDisclosure:
      return UITableViewCell.accessorySize(.disclosureIndicator)
    case .checkmark: return UITableViewCell.accessorySize(.checkmark)
    case .detail: return UITableViewCell.accessorySize(.detailButton)
    case .delete, .insert, .multiselect: return CGSize(width: 22, height: 22)
    case .reorder: return CGSize(width: 20, height: 12)
    case .label(let text, let font):
      let label = UILabel()
      label.font = font
      label.text = text
      return label.sizeThatFits(
        CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    case .customView(let c):
      let own = c.customView.intrinsicContentSize
      let frame = c.customView.frame.size
      return CGSize(
        width: own.width >= 0 ? own.width : frame.width,
        height: own.height >= 0 ? own.height : frame.height)
    }
  }

  /// The width the accessory takes in the layout: its own (`.actual`, `.standard`) or the
  /// custom one.
  var layoutWidth: CGFloat {
    switch reservedLayoutWidth {
    case .actual, .standard: return contentSize.width
    case .custom(let width): return max(width, 0)
    }
  }

  /// The accessory's action, if it has one.
  var actionHandler: ActionHandler? {
    switch kind {
    case .outlineDisclosure(_, let handler), .detail(let handler), .delete(let handler),
      .insert(let handler):
      return handler
    default: return nil
    }
  }

  /// Whether taps on the accessory are its own (a control) rather than the cell's.
  var takesTaps: Bool {
    switch kind {
    case .outlineDisclosure, .detail, .delete, .insert: return true
    default: return false
    }
  }

  /// A view showing the accessory.
  func makeView() -> UIView {
    let view: UIView
    switch kind {
    case .label(let text, let font):
      let label = UILabel()
      label.text = text
      label.font = font
      label.textColor = tintColor ?? .secondaryLabel
      view = label
    case .customView(let c):
      view = c.customView
      if let tintColor { view.tintColor = tintColor }
    default:
      let glyph = takesTaps ? CellAccessoryControl() : UIView()
      switch kind {
      case .disclosureIndicator, .outlineDisclosure, .reorder:
        glyph.tintColor = tintColor ?? .tertiaryLabel
      case .delete: glyph.backgroundColor = backgroundColor ?? .systemRed
      case .insert: glyph.backgroundColor = backgroundColor ?? .systemGreen
      default: if let tintColor { glyph.tintColor = tintColor }
      }
      switch kind {
      case .delete, .insert, .multiselect: glyph.layer.cornerRadius = 11
      default: break
      }
      let size = contentSize
      let tint = glyph.tintColor ?? .systemBlue
      switch kind {
      case .disclosureIndicator, .outlineDisclosure:
        AccessoryGlyph.add(.chevron, size: size, color: tint, to: glyph)
      case .checkmark: AccessoryGlyph.add(.checkmark, size: size, color: tint, to: glyph)
      case .detail: AccessoryGlyph.add(.info, size: size, color: tint, to: glyph)
      case .reorder: AccessoryGlyph.add(.grip, size: size, color: tint, to: glyph)
      case .multiselect:
        AccessoryGlyph.add(.circle, size: size, color: tintColor ?? .tertiaryLabel, to: glyph)
      case .delete: AccessoryGlyph.add(.minus, size: size, color: .white, to: glyph)
      case .insert: AccessoryGlyph.add(.plus, size: size, color: .white, to: glyph)
      default: break
      }
      view = glyph
    }
    view.isHidden = isHidden
    return view
  }
}

/// The control behind a tappable accessory: a tap runs the cell's handling of the accessory.
@MainActor
final class CellAccessoryControl: UIControl {
  /// Runs on touch up inside.
  var onTap: (@MainActor () -> Void)?

  override func simulatedTouchUp(inside: Bool) {
    super.simulatedTouchUp(inside: inside)
    if inside, isEnabled { onTap?() }
  }
}
