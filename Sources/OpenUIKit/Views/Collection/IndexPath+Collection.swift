import Foundation

/// UIKit's collection-view spelling of index paths: `[section, item]`.
extension IndexPath {
  /// An index path for an item in a section.
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// The item (the second index).
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
