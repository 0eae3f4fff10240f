import Foundation

/// The bundles that `UIImage(named:)` and `UIColor(named:)` search when no bundle is given
/// (an OpenUIKit extension).
///
/// UIKit searches `Bundle.main`, the app. In a SwiftPM test on Linux, `Bundle.main` is the
/// test runner and the resources are in the target's `Bundle.module`, so add that bundle
/// once (a test suite's `init` is a good place) and unchanged app code finds its images:
///
/// ```swift
/// Bundle.addResourceSearchBundle(.module)
/// let logo = UIImage(named: "logo")  // now found in the test target's resources
/// ```
extension Bundle {
  /// `Bundle.main`, then every added bundle in the order it was added.
  public static var resourceSearchBundles: [Bundle] {
    [Bundle.main] + addedSearchBundles.withLock { $0 }
  }

  /// Adds a bundle to ``resourceSearchBundles`` (once: adding it again does nothing).
  public static func addResourceSearchBundle(_ bundle: Bundle) {
    addedSearchBundles.withLock { bundles in
      if !bundles.contains(where: { $0.bundleURL == bundle.bundleURL }) { bundles.append(bundle) }
    }
  }

  /// Removes an added bundle from ``resourceSearchBundles``.
  public static func removeResourceSearchBundle(_ bundle: Bundle) {
    addedSearchBundles.withLock { $0.removeAll { $0.bundleURL == bundle.bundleURL } }
  }

  /// The bundles to search: the given one, or ``resourceSearchBundles``.
  static func searchBundles(_ bundle: Bundle?) -> [Bundle] {
    bundle.map { [$0] } ?? resourceSearchBundles
  }
}

private let addedSearchBundles = LockedValue<[Bundle]>([])
