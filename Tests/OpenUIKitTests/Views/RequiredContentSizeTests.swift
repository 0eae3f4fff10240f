import Foundation
import Testing

@testable import OpenUIKit

/// A view whose hugging and compression resistance are both required has `width <= w` and
/// `width >= w` at 1000: changing `w` must never let them cross, or a conflict is reported
/// for a size that is perfectly consistent.
@MainActor
struct RequiredContentSizeTests {
  @Test func growingAndShrinkingTextReportsNothing() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.setContentHuggingPriority(.required, for: .horizontal)
    label.setContentCompressionResistancePriority(.required, for: .horizontal)
    label.setContentHuggingPriority(.required, for: .vertical)
    label.setContentCompressionResistancePriority(.required, for: .vertical)
    root.addSubview(label)
    var widths: [CGFloat] = []
    let diagnostics = LayoutDiagnostics.capture {
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        label.topAnchor.constraint(equalTo: root.topAnchor),
      ])
      for text in ["2m", "12h", "1", "", "Yesterday"] {
        label.text = text
        root.layoutIfNeeded()
        widths.append(label.frame.width)
        #expect(label.frame.size == label.intrinsicContentSize)
      }
      label.font = .systemFont(ofSize: 40)
      root.layoutIfNeeded()
      label.font = .systemFont(ofSize: 10)
      root.layoutIfNeeded()
    }
    #expect(diagnostics.isEmpty)
    #expect(widths[1] > widths[0] && widths[2] < widths[0] && widths[3] == 0)
    #expect(label.frame.size == label.intrinsicContentSize)
  }
}
