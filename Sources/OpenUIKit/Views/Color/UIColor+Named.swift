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
  /// A colour set with a dark appearance gives a dynamic colour: it resolves to the dark
  /// values in dark environments, to the light ones otherwise.
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
  ) {
    guard let color = UIColor.assetColor(named: name, in: bundle) else { return nil }
    self.init(
      r: color.sr, g: color.sg, b: color.sb, a: color.sa, space: color.storedSpace,
      dark: color.darkVariant)
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
