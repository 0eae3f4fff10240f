import Foundation

extension UIFont {
  /// The system font with fixed-width digits (timers, prices, counters), as UIKit's
  /// `monospacedDigitSystemFont(ofSize:weight:)`. OpenUIKit measures it as the system font:
  /// the digits keep Inter Display's proportional advances (SF's tabular figures are not
  /// modelled), so a counter's width can change by a fraction of a point as its digits do.
  public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(systemSize: fontSize, weight: weight, italic: false)
  }

  /// The system's monospaced font (SF Mono on iOS), as UIKit's
  /// `monospacedSystemFont(ofSize:weight:)`. OpenUIKit has no SF Mono metrics: it is measured
  /// with the system font's advances, which are narrower than SF Mono's for most letters.
  public class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(systemSize: fontSize, weight: weight, italic: false)
  }
}
