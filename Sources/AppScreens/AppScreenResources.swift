import Foundation
import OpenUIKit

/// The screens' asset catalog (a hero photo, an avatar, the brand colour) and how to make it
/// findable by `UIImage(named:)` and `UIColor(named:)`, as an app's main bundle is on iOS.
public enum AppScreenResources {
  /// The bundle that holds the asset catalog.
  public static var bundle: Bundle { .module }

  /// Adds ``bundle`` to the bundles OpenUIKit searches for named images and colours (once).
  @MainActor
  public static func register() {
    if !Bundle.resourceSearchBundles.contains(bundle) {
      Bundle.addResourceSearchBundle(bundle)
    }
  }
}
