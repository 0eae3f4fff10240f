import Foundation
import Testing

@testable import OpenUIKit

/// UISegmentedControl: segment widths (equal, apportioned, set), selection, taps and actions.
@MainActor
@Suite struct SegmentedControlTests {
  @Test func equalWidthsOfTheWidestSegmentThirtyTwoHigh() {
    let control = UISegmentedControl(items: ["First", "Second", "Third"])
    // Natural widths: the titles' widths rounded up plus 12 pt on each side.
    #expect((0..<3).map { control.naturalWidth(of: $0) } == [50, 68, 54])
    #expect(control.intrinsicContentSize == CGSize(width: 204, height: 32))
    #expect(control.frame == CGRect(x: 0, y: 0, width: 204, height: 32))
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    #expect(UISegmentedControl.noSegment == -1)
    #expect(control.numberOfSegments == 3)
    #expect(control.titleForSegment(at: 1) == "Second")
    control.apportionsSegmentWidthsByContent = true
    #expect(control.intrinsicContentSize == CGSize(width: 172, height: 32))
    control.setWidth(100, forSegmentAt: 0)
    #expect(control.widthForSegment(at: 0) == 100)
    #expect(control.intrinsicContentSize == CGSize(width: 222, height: 32))
    control.apportionsSegmentWidthsByContent = false
    #expect(control.intrinsicContentSize == CGSize(width: 236, height: 32))
    #expect(control.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(control.contentHuggingPriority(for: .vertical) == .defaultHigh)
  }

  @Test func segmentsShareTheFrame() {
    let control = UISegmentedControl(items: ["First", "Second", "Third"])
    control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
    #expect(control.segmentFrames.map(\.width) == [100, 100, 100])
    control.setWidth(60, forSegmentAt: 0)
    #expect(control.segmentFrames.map(\.minX) == [0, 60, 180])
    #expect(control.segmentFrames.map(\.width) == [60, 120, 120])
    control.setWidth(0, forSegmentAt: 0)
    control.apportionsSegmentWidthsByContent = true
    let widths = control.segmentFrames.map(\.width)
    // 300 shared as 50 : 68 : 54.
    #expect(abs(widths[0] - 87.209) < 0.001)
    #expect(abs(widths[1] - 118.605) < 0.001)
    #expect(abs(widths[2] - 94.186) < 0.001)
  }

  @Test func theSelectedSegmentSitsOnAnInsetPlatter() {
    let control = UISegmentedControl(items: ["First", "Second", "Third"])
    control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
    #expect(control.platter.isHidden)
    control.selectedSegmentIndex = 1
    control.layoutIfNeeded()
    #expect(!control.platter.isHidden)
    #expect(control.platter.frame == CGRect(x: 102, y: 2, width: 96, height: 28))
    #expect(control.platter.backgroundColor == UIColor.white)
    control.selectedSegmentTintColor = .systemBlue
    #expect(control.platter.backgroundColor == UIColor.systemBlue)
    let label = control.segments[1].view as? UILabel
    #expect(label?.font == UIFont.systemFont(ofSize: 13, weight: .semibold))
    #expect(label?.accessibilityTraits == [.button, .selected])
    #expect((control.segments[0].view as? UILabel)?.font == UIFont.systemFont(ofSize: 13))
  }

  @Test func aTapOnAnotherSegmentSelectsItAndSendsValueChangedOnce() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
    let control = UISegmentedControl(items: ["First", "Second", "Third"])
    control.frame = CGRect(x: 50, y: 10, width: 300, height: 32)
    root.addSubview(control)
    var log: [Int] = []
    control.addAction(
      UIAction { action in
        log.append((action.sender as? UISegmentedControl)?.selectedSegmentIndex ?? -9)
      }, for: .valueChanged)
    control.simulateTap(at: CGPoint(x: 150, y: 16))
    control.simulateTap(at: CGPoint(x: 160, y: 16))
    control.simulateTap(at: CGPoint(x: 299, y: 16))
    #expect(log == [1, 2])
    control.setEnabled(false, forSegmentAt: 0)
    control.simulateTap(at: CGPoint(x: 10, y: 16))
    #expect(log == [1, 2])
    #expect(abs(control.segments[0].view.alpha - 0.35) < 0.001)
    control.isMomentary = true
    control.simulateTap(at: CGPoint(x: 150, y: 16))
    #expect(log == [1, 2, -1])
  }

  @Test func actionsTitleTheirSegmentsAndRunBeforeValueChanged() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
    var log: [String] = []
    let control = UISegmentedControl(
      frame: CGRect(x: 0, y: 0, width: 200, height: 32),
      actions: [
        UIAction(title: "List") { _ in log.append("List") },
        UIAction(title: "Grid") { _ in log.append("Grid") },
      ])
    root.addSubview(control)
    control.addAction(UIAction { _ in log.append("changed") }, for: .valueChanged)
    #expect(control.titleForSegment(at: 1) == "Grid")
    control.simulateTap(at: CGPoint(x: 150, y: 16))
    #expect(log == ["Grid", "changed"])
    #expect(control.actionForSegment(at: 0)?.title == "List")
    #expect(control.segmentIndex(identifiedBy: control.actionForSegment(at: 1)!.identifier) == 1)
  }

  @Test func insertingAndRemovingKeepTheSelectionOnItsSegment() {
    let control = UISegmentedControl(items: ["A", "B", "C"])
    control.selectedSegmentIndex = 2
    control.removeSegment(at: 0, animated: false)
    #expect(control.selectedSegmentIndex == 1)
    #expect(control.titleForSegment(at: 1) == "C")
    control.insertSegment(withTitle: "Z", at: 0, animated: true)
    #expect(control.selectedSegmentIndex == 2)
    control.insertSegment(withTitle: "End", at: 99, animated: false)
    #expect(control.titleForSegment(at: 3) == "End")
    control.removeSegment(at: 2, animated: false)
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    let diagnostics = LayoutDiagnostics.capture { control.selectedSegmentIndex = 7 }
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    #expect(diagnostics.count == 1)
    let image = UIImage(systemName: "star")
    control.setImage(image, forSegmentAt: 0)
    #expect(control.imageForSegment(at: 0) === image)
    #expect(control.titleForSegment(at: 0) == nil)
    control.removeAllSegments()
    #expect(control.numberOfSegments == 0)
    #expect(control.intrinsicContentSize == CGSize(width: 0, height: 32))
  }
}
