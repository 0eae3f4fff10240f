import Foundation

extension CALayer {
  /// What ``draw(in:)`` (or the view's `draw(_:)`) recorded the last time it ran, in bounds
  /// coordinates (an OpenUIKit extension for renderers and tests).
  public internal(set) var drawnContent: DisplayList? {
    get { drawnContentBox?.list }
    set { drawnContentBox = newValue.map(DrawnContentBox.init) }
  }

  /// A layer's recorded drawing, in a box of its own (see ``drawnContentBox``).
  final class DrawnContentBox: Sendable {
    /// The recording.
    let list: DisplayList

    init(_ list: DisplayList) {
      self.list = list
    }
  }
}
