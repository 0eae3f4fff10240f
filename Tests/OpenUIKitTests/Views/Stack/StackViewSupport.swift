import Foundation
import OpenUIKit
import Testing

/// Helpers of the stack-view suites: a stack pinned at the top left of a 400 × 400 root,
/// optionally with a fixed length along and across its axis, arranging intrinsic-size views.
@MainActor
protocol StackViewSuite: LayoutBehaviorSuite {}

extension StackViewSuite {
  /// The intrinsic sizes the suites arrange: a 40 × 20, b 60 × 30, c 20 × 10 (horizontal);
  /// the same sizes transposed for vertical stacks.
  func abcSizes(_ axis: NSLayoutConstraint.Axis) -> [(CGFloat, CGFloat)] {
    axis == .horizontal ? [(40, 20), (60, 30), (20, 10)] : [(20, 40), (30, 60), (10, 20)]
  }

  /// A stack at (0, 0) in a 400 × 400 root arranging intrinsic-size views; `width` and
  /// `height` fix its size when given (otherwise its constraints decide it).
  func makeStack(
    axis: NSLayoutConstraint.Axis = .horizontal, distribution: UIStackView.Distribution = .fill,
    alignment: UIStackView.Alignment = .fill, spacing: CGFloat = 10,
    sizes: [(CGFloat, CGFloat)]? = nil, width: CGFloat? = nil, height: CGFloat? = nil
  ) -> (root: UIView, stack: UIStackView, views: [IntrinsicView]) {
    let root = makeRoot()
    let views = (sizes ?? abcSizes(axis)).map { IntrinsicView($0.0, $0.1) }
    let stack = UIStackView(arrangedSubviews: views)
    stack.axis = axis
    stack.distribution = distribution
    stack.alignment = alignment
    stack.spacing = spacing
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    var list = [
      stack.leftAnchor.constraint(equalTo: root.leftAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor),
    ]
    if let width { list.append(stack.widthAnchor.constraint(equalToConstant: width)) }
    if let height { list.append(stack.heightAnchor.constraint(equalToConstant: height)) }
    NSLayoutConstraint.activate(list)
    root.layoutIfNeeded()
    return (root, stack, views)
  }

  /// Expects the frames of `views` (x, y, width, height each) to 1/1000 pt.
  func expectFrames(
    _ views: [UIView], _ frames: [(CGFloat, CGFloat, CGFloat, CGFloat)],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(views.count == frames.count, sourceLocation: sourceLocation)
    for (view, f) in zip(views, frames) {
      expectFrame(view.frame, f.0, f.1, f.2, f.3, sourceLocation: sourceLocation)
    }
  }

  /// The identifiers of the stack's constraints, in order.
  func identifiers(_ stack: UIStackView) -> [String] {
    stack.constraints.map { $0.identifier ?? "-" }
  }
}
