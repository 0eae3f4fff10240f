import Foundation

/// The self-sizing cells' sizes, indexed for the solvers.
extension UICollectionViewCompositionalLayout {
  /// `sizes` by section, then by item (paths that are not two long are left out).
  static func bySection(_ sizes: [IndexPath: CGSize]) -> [Int: [Int: CGSize]] {
    var result: [Int: [Int: CGSize]] = [:]
    for (path, size) in sizes where path.count == 2 {
      result[path.section, default: [:]][path.item] = size
    }
    return result
  }
}
