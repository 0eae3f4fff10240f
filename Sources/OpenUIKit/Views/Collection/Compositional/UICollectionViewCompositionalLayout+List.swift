import Foundation

/// List layouts: every section a list section.
extension UICollectionViewCompositionalLayout {
  /// A layout whose every section is a list of `configuration`
  /// (`NSCollectionLayoutSection.list(using:layoutEnvironment:)`).
  public static func list(
    using configuration: UICollectionLayoutListConfiguration
  ) -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout { _, environment in
      NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
    }
  }
}
