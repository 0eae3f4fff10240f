import Foundation
import OpenUIKit
import Testing

@testable import LayoutSnapshot

/// The standard controls in the PNG and SVG renderings: their parts are plain views, drawn in
/// their colours.
@MainActor
@Suite struct StandardControlsRenderingTests {
  @Test func aSwitchDrawsItsGreenTrackAndWhiteThumb() {
    let toggle = UISwitch()
    toggle.isOn = true
    toggle.layoutIfNeeded()
    let canvas = RasterRenderer.render(toggle)
    #expect(canvas.width == 51 && canvas.height == 31)
    let track = canvas.rgba8(x: 8, y: 15)
    #expect(track.0 == 52 && track.1 == 199 && track.2 == 89)
    let thumb = canvas.rgba8(x: 35, y: 15)
    #expect(thumb.0 == 255 && thumb.1 == 255 && thumb.2 == 255)
    let svg = SVGRenderer.render(toggle)
    #expect(svg.contains("#34c759"), "\(svg)")
  }

  @Test func aSliderDrawsItsTintedTrackBeforeTheThumb() {
    let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 31))
    slider.value = 0.5
    slider.layoutIfNeeded()
    let canvas = RasterRenderer.render(slider)
    let before = canvas.rgba8(x: 40, y: 15)
    #expect(before.0 == 0 && before.1 == 122 && before.2 == 255)
    let svg = SVGRenderer.render(slider)
    #expect(svg.contains("#007aff"), "\(svg)")
  }

  @Test func segmentsStepperAndDatePickerDrawTheirText() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 140))
    root.backgroundColor = .white
    let segments = UISegmentedControl(items: ["Day", "Week"])
    segments.selectedSegmentIndex = 0
    segments.frame = CGRect(x: 10, y: 10, width: 200, height: 32)
    let stepper = UIStepper(frame: CGRect(x: 10, y: 50, width: 0, height: 0))
    let picker = UIDatePicker(frame: CGRect(x: 0, y: 90, width: 320, height: 40))
    picker.date = Date(timeIntervalSince1970: 1_764_668_460)
    for view in [segments, stepper, picker] as [UIView] { root.addSubview(view) }
    root.layoutIfNeeded()
    let text = TextRenderer.render(root)
    for expected in [
      "\"Day\"", "\"Week\"", "\"+\"", "\"\u{2212}\"", "\"Dec 2, 2025\"", "\"9:41 AM\"",
    ] {
      #expect(text.contains(expected), "\(text)")
    }
    let svg = SVGRenderer.render(root)
    #expect(svg.contains(">Dec 2, 2025<"), "\(svg)")
    #expect(svg.contains(">Week<"), "\(svg)")
  }
}
