/// A description of a view's content that decides whether the view flips under right-to-left
/// layout.
///
/// The raw values are UIKit's (`unspecified` 0 … `forceRightToLeft` 4).
public enum UISemanticContentAttribute: Int, Sendable {
  /// The default: the view follows the layout direction of the interface.
  case unspecified = 0
  /// Playback controls (play, pause, rewind) that keep their left-to-right order.
  case playback = 1
  /// Controls whose layout is spatial (a directional pad, for example) and never flips.
  case spatial = 2
  /// The view is always laid out left to right.
  case forceLeftToRight = 3
  /// The view is always laid out right to left.
  case forceRightToLeft = 4
}
