import Foundation
import Testing

@testable import OpenUIKit

/// Each view's record of the installed constraints that refer to it (what
/// `removeFromSuperview()` deactivates with the view, and what a label's text change
/// re-expresses): each constraint once, in installation order, forgotten when uninstalled.
@MainActor
@Suite struct ReferencingConstraintsTests: LayoutBehaviorSuite {
  /// The record's constraints, by identity.
  func record(of view: UIView) -> [ObjectIdentifier] {
    view.layoutState.referencingConstraints.map { ObjectIdentifier($0) }
  }

  @Test func eachConstraintIsRecordedOnceOnEachViewItNames() {
    let root = makeRoot()
    let a = addAutoLayoutView(to: root)
    let b = addAutoLayoutView(to: root)
    let square = a.widthAnchor.constraint(equalTo: a.heightAnchor)
    let guide = a.leadingAnchor.constraint(equalTo: a.layoutMarginsGuide.leadingAnchor)
    let pair = a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 8)
    let width = b.widthAnchor.constraint(equalToConstant: 40)
    NSLayoutConstraint.activate([square, guide, pair, width])
    // A view with itself and a view with its own guide: once each.
    #expect(record(of: a) == [square, guide, pair].map { ObjectIdentifier($0) })
    #expect(record(of: b) == [pair, width].map { ObjectIdentifier($0) })
    #expect(record(of: root).isEmpty)

    guide.isActive = false
    #expect(record(of: a) == [square, pair].map { ObjectIdentifier($0) })
    pair.isActive = false
    #expect(record(of: a) == [ObjectIdentifier(square)])
    #expect(record(of: b) == [ObjectIdentifier(width)])
    // Deactivating twice changes nothing.
    pair.isActive = false
    #expect(record(of: b) == [ObjectIdentifier(width)])
  }

  @Test func baselineReferencesAreCountedOnce() {
    let root = makeRoot()
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.text = "Baseline"
    root.addSubview(label)
    let other = addAutoLayoutView(to: root)
    let first = other.topAnchor.constraint(equalTo: label.firstBaselineAnchor)
    let last = other.bottomAnchor.constraint(equalTo: label.lastBaselineAnchor)
    let leading = other.leadingAnchor.constraint(equalTo: label.leadingAnchor)
    NSLayoutConstraint.activate([first, last, leading])
    #expect(label.layoutState.baselineReferenceCount == 2)
    #expect(other.layoutState.baselineReferenceCount == 0)
    first.isActive = false
    #expect(label.layoutState.baselineReferenceCount == 1)
    last.isActive = false
    leading.isActive = false
    #expect(label.layoutState.baselineReferenceCount == 0)
    #expect(record(of: label).isEmpty)
  }

  @Test func removingAViewDeactivatesTheConstraintsThatTieItOutside() {
    let root = makeRoot()
    let box = addAutoLayoutView(to: root)
    let child = addAutoLayoutView(to: box)
    let sibling = addAutoLayoutView(to: root)
    let inside = child.widthAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5)
    let outward = child.topAnchor.constraint(equalTo: sibling.bottomAnchor)
    let toRoot = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
    NSLayoutConstraint.activate([inside, outward, toRoot])
    box.removeFromSuperview()
    #expect(inside.isActive)
    #expect(!outward.isActive)
    #expect(!toRoot.isActive)
    #expect(record(of: child) == [ObjectIdentifier(inside)])
    #expect(record(of: sibling).isEmpty)
    #expect(record(of: root).isEmpty)
  }
}
