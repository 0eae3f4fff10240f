import OpenUIKit
import Testing

/// This session's drawing API from Swift 5 language-mode code, written as apps write it: a
/// gradient-backed view through `layerClass`, a badge drawn from a plain (nonisolated)
/// helper with a path and a string, and the view's opacity flags.
final class GradientHeaderView: UIView {
  override class var layerClass: AnyClass { CAGradientLayer.self }

  override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
    clearsContextBeforeDrawing = true
    (layer as? CAGradientLayer)?.colors = [UIColor.systemBlue.cgColor, UIColor.systemTeal.cgColor]
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A plain helper function, not isolated to any actor, as Swift 5 apps write them.
func makeCountBadge(_ count: Int) -> UIImage {
  let renderer = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24))
  return renderer.image { _ in
    UIColor.systemRed.setFill()
    UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 24, height: 24)).fill()
    "\(count)".draw(
      at: CGPoint(x: 8, y: 4),
      withAttributes: [.font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.white])
  }
}

@MainActor
struct DrawingAPISwift5Tests {
  @Test func layerClassAndOpacityFlagsFromSwift5Code() {
    let header = GradientHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
    #expect(header.layer is CAGradientLayer)
    #expect((header.layer as? CAGradientLayer)?.colors?.count == 2)
    #expect(header.isOpaque == false)
    #expect(header.clearsContextBeforeDrawing)
  }

  @Test func aNonisolatedHelperDrawsAPathAndAString() {
    let badge = makeCountBadge(7)
    #expect(badge.size == CGSize(width: 24, height: 24))
    let operations = badge.drawing?.operations ?? []
    #expect(operations.count == 2)
    if case .text(let text, _, _, _)? = operations.last {
      #expect(text.layout.lines.flatMap(\.runs).map(\.text) == ["7"])
      #expect(text.box.origin == CGPoint(x: 8, y: 4))
    } else {
      Issue.record("no text drawn: \(operations)")
    }
  }
}
