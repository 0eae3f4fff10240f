import Foundation
import OpenUIKit

/// SF Pro's line height at `size`: size × 2444 / 2048 (ascender 1950, descender 494).
public func lineHeight(_ size: CGFloat) -> CGFloat {
  size * 2444 / 2048
}

/// The height of `lines` lines of `size` pt text in a label: UIKit rounds a label's size up to
/// whole pixels of the screen's `scale`.
public func labelHeight(_ size: CGFloat, lines: Int = 1, scale: CGFloat) -> CGFloat {
  (lineHeight(size) * CGFloat(lines) * scale).rounded(.up) / scale
}

/// `view`'s frame in its window's coordinates.
@preconcurrency @MainActor
public func windowFrame(_ view: UIView) -> CGRect {
  view.convert(view.bounds, to: nil)
}
