import Foundation

/// UIKit's table-view spelling of index paths: `[section, row]`.
extension IndexPath {
  /// An index path for a row in a section.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// The section (the first index).
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// The row (the second index).
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
