import Foundation

/// How a presented view controller covers the screen (UIKit's raw values).
///
/// OpenUIKit follows iOS 17: ``automatic`` resolves to ``pageSheet`` (iOS 18 resolves it to
/// ``formSheet``, which looks the same on iPhone and differs on iPad). ``currentContext`` and
/// ``overCurrentContext`` present over the whole window as ``fullScreen`` and
/// ``overFullScreen`` do (`definesPresentationContext` is not honoured), and ``popover``
/// presents as ``formSheet``. See the article "Presentation".
public enum UIModalPresentationStyle: Int, Sendable, CaseIterable {
  /// The system's choice: ``pageSheet`` (iOS 17).
  case automatic = -2
  /// No adaptation (for adaptive presentation delegates); presents as ``fullScreen``.
  case none = -1
  /// Covers the window; the presenter's view leaves the window once the transition ends.
  case fullScreen = 0
  /// A sheet: on iPhone at the sheet's detents, on iPad a page-shaped card.
  case pageSheet = 1
  /// A sheet: on iPhone as ``pageSheet``, on iPad a smaller centred card.
  case formSheet = 2
  /// Over the presenting context (OpenUIKit: as ``fullScreen``).
  case currentContext = 3
  /// A custom presentation controller's (OpenUIKit: over the whole window, the presenter stays).
  case custom = 4
  /// Covers the window; the presenter's view stays underneath.
  case overFullScreen = 5
  /// Over the presenting context, the presenter stays (OpenUIKit: as ``overFullScreen``).
  case overCurrentContext = 6
  /// A popover (OpenUIKit: as ``formSheet``).
  case popover = 7
}

/// How a presentation animates (UIKit's raw values).
public enum UIModalTransitionStyle: Int, Sendable, CaseIterable {
  /// The presented view slides up from the bottom (the default).
  case coverVertical = 0
  /// A horizontal 3D flip (OpenUIKit: animated as ``crossDissolve``; there is no 3D).
  case flipHorizontal = 1
  /// The presented view fades in.
  case crossDissolve = 2
  /// A page curl (OpenUIKit: animated as ``crossDissolve``).
  case partialCurl = 3
}
