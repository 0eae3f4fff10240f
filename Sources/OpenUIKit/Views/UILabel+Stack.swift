import Foundation

/// A label that wraps over several lines takes part in stack views' text-width
/// disambiguation (UISV-text-width-disambiguation), as in UIKit.
extension UILabel: StackMultilineTextCandidate {
  /// Whether the label may wrap (`numberOfLines` other than 1).
  var isCandidateForMultilineTextWidthDisambiguation: Bool { numberOfLines != 1 }
}
