import Foundation

/// Colours from asset catalogs.
extension UIColor {
  /// The colour set `name` from the asset catalogs of `Bundle.resourceSearchBundles`
  /// (`Bundle.main` first), or nil when there is none, as UIKit. A damaged colour set is nil
  /// too, reported as ``ResourceDiagnostic/corruptColorSet(name:path:reason:)``.
  public convenience init?(named name: String) {
    self.init(named: name, in: nil, compatibleWith: nil)
  }

  /// The colour set `name` from the asset catalogs of `bundle` (nil: the search bundles).
  /// The colour for the light appearance is returned; a dark variant is kept on the colour
  /// for a later dark mode. The trait collection does not change the answer yet.
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
  ) {
    guard let color = UIColor.assetColor(named: name, in: bundle) else { return nil }
    self.init(
      r: color.r, g: color.g, b: color.b, a: color.a, space: color.space, dark: color.darkVariant)
  }

  static func assetColor(named name: String, in bundle: Bundle?) -> UIColor? {
    for candidate in Bundle.searchBundles(bundle) {
      guard let folder = BundleResourceIndex.index(of: candidate).colorSets[name] else { continue }
      let file = folder.appendingPathComponent("Contents.json")
      guard let data = try? Data(contentsOf: file) else {
        ResourceDiagnostics.report(
          .corruptColorSet(name: name, path: file.path, reason: "Contents.json is missing"))
        return nil
      }
      switch ColorSetReader.read(data) {
      case .success(let color): return color
      case .failure(let error):
        ResourceDiagnostics.report(
          .corruptColorSet(name: name, path: file.path, reason: error.reason))
        return nil
      }
    }
    return nil
  }
}
