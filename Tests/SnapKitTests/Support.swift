import OpenUIKit
import SnapKit
import Testing

/// The SnapKit constraints installed on a view and active (upstream's `snp_constraints`).
@MainActor
func snpConstraints(_ view: UIView) -> [LayoutConstraint] {
  view.constraints.compactMap { $0 as? LayoutConstraint }.filter(\.isActive)
}

/// Expects a frame to 1/1000 pt.
@MainActor
func expectFrame(
  _ view: UIView, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let f = view.frame
  let close =
    abs(f.minX - x) < 0.001 && abs(f.minY - y) < 0.001 && abs(f.width - width) < 0.001
    && abs(f.height - height) < 0.001
  #expect(close, "\(f) is not (\(x), \(y), \(width), \(height))", sourceLocation: sourceLocation)
}

/// Runs `body` and returns the reasons of the SnapKit errors it reported (upstream's
/// `fatalError` messages), and every diagnostic.
@MainActor
func snapKitErrors(_ body: () -> Void) -> (reasons: [String], all: [LayoutDiagnostic]) {
  let all = LayoutDiagnostics.capture(body)
  let reasons = all.compactMap { diagnostic -> String? in
    if case .raised(let name, let reason) = diagnostic, name == "SnapKit" { return reason }
    return nil
  }
  return (reasons, all)
}

/// `0x` and the object's address, as SnapKit prints it.
@MainActor
func address(_ object: AnyObject) -> String {
  "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
}
