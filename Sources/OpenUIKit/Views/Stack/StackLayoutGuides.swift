import Foundation

/// The guide a stack view spans across its axis around all arranged views
/// (`_UILayoutSpacer` `'UISV-alignment-spanner'` in UIKit's logs).
@MainActor
final class StackAlignmentSpanner: UILayoutGuide {
  override init() {
    super.init()
    identifier = "UISV-alignment-spanner"
  }

  override var layoutDescription: String {
    "_UILayoutSpacer:\(addressString(self))'\(identifier)'"
  }
}

/// The guide filling one gap between two visible arranged views of an `.equalSpacing` or
/// `.equalCentering` stack (`_UIOLAGapGuide` `'UISV-distributing'` in UIKit's logs).
@MainActor
final class StackGapGuide: UILayoutGuide {
  override init() {
    super.init()
    identifier = "UISV-distributing"
  }

  override var layoutDescription: String {
    "_UIOLAGapGuide:\(addressString(self))'\(identifier)'"
  }
}
