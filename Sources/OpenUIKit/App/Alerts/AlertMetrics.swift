import Foundation

/// The metrics of alerts and action sheets (iOS 17's look). Apple documents none of these
/// numbers; they are OpenUIKit's decisions from public screenshots' proportions, listed in the
/// article "Presentation".
enum AlertMetrics {
  /// An alert's width: 270 pt, centred in the window.
  static let alertWidth: CGFloat = 270
  /// The corner radius of an alert and of an action sheet's groups: 14 pt.
  static let cornerRadius: CGFloat = 14
  /// Space above an alert's title and below its message: 20 pt; at the sides: 16 pt.
  static let alertHeaderTop: CGFloat = 20
  static let alertHeaderBottom: CGFloat = 20
  static let headerSide: CGFloat = 16
  /// Space between the title and the message: 2 pt.
  static let titleMessageGap: CGFloat = 2
  /// An alert's title: 17 pt semibold; its message: 13 pt regular.
  static let alertTitleFontSize: CGFloat = 17
  static let messageFontSize: CGFloat = 13
  /// Text fields: 28 pt tall, 16 pt below the header and above the actions, 13 pt text.
  static let textFieldHeight: CGFloat = 28
  static let textFieldSpacing: CGFloat = 16
  static let textFieldFontSize: CGFloat = 13
  /// An alert's action: 44 pt tall, 17 pt text (semibold for the preferred or cancel action).
  static let alertActionHeight: CGFloat = 44
  static let alertActionFontSize: CGFloat = 17
  /// An action sheet: 8 pt from the window's sides (its width is the window's shorter side
  /// less 16) and at least 8 pt above the bottom (the safe-area inset when larger).
  static let sheetMargin: CGFloat = 8
  /// An action sheet's header: 16 pt above and below; title 13 pt semibold, message 13 pt.
  static let sheetHeaderPadding: CGFloat = 16
  static let sheetTitleFontSize: CGFloat = 13
  /// An action sheet's action: 57 pt tall, 20 pt text (semibold for cancel).
  static let sheetActionHeight: CGFloat = 57
  static let sheetActionFontSize: CGFloat = 20
  /// The gap between an action sheet's actions and its cancel group: 8 pt.
  static let cancelGap: CGFloat = 8
  /// An action sheet on an iPad (regular width and height): a 304 pt wide card, centred,
  /// cancel action last in it (UIKit shows a popover; OpenUIKit has no popovers).
  static let padSheetWidth: CGFloat = 304
  /// The inset of an action's title inside its button: 8 pt at each side.
  static let actionTitleInset: CGFloat = 8
}
