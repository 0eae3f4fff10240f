import Foundation
import OpenUIKit
import SnapKit
import TestSupport
import Testing

/// A search-filter sheet as apps write it against UIKit (Swift 5 language mode): the standard
/// controls in a stack, target–action and `UIAction` handlers, a search bar and a growing notes
/// view with their delegates.
final class FilterSheetViewController: UIViewController, UISearchBarDelegate, UITextViewDelegate {
  let searchBar = UISearchBar()
  let openNowLabel = UILabel()
  let openNowSwitch = UISwitch()
  let priceControl = UISegmentedControl(items: ["Any", "$", "$$", "$$$"])
  let distanceLabel = UILabel()
  let distanceSlider = UISlider()
  let guestsLabel = UILabel()
  let guestsStepper = UIStepper()
  let notesView = UITextView()
  let progress = UIProgressView(progressViewStyle: .default)
  private(set) var log: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    searchBar.placeholder = "Cuisine or dish"
    searchBar.searchBarStyle = .minimal
    searchBar.delegate = self
    openNowLabel.text = "Open now"
    openNowSwitch.addTarget(
      self, action: FilterSheetViewController.openNowChanged, for: .valueChanged)
    priceControl.selectedSegmentIndex = 0
    priceControl.addAction(
      UIAction { [weak self] action in
        guard let control = action.sender as? UISegmentedControl else { return }
        self?.log.append("price \(control.selectedSegmentIndex)")
      }, for: .valueChanged)
    distanceSlider.minimumValue = 1
    distanceSlider.maximumValue = 50
    distanceSlider.value = 10
    distanceSlider.addTarget(
      self, action: FilterSheetViewController.distanceChanged, for: .valueChanged)
    distanceLabel.text = "10 km"
    guestsStepper.minimumValue = 1
    guestsStepper.maximumValue = 8
    guestsStepper.value = 2
    guestsStepper.addTarget(
      self, action: FilterSheetViewController.guestsChanged, for: .valueChanged)
    guestsLabel.text = "Guests: 2"
    notesView.isScrollEnabled = false
    notesView.font = .preferredFont(forTextStyle: .body)
    notesView.delegate = self
    notesView.layer.cornerRadius = 10
    progress.progress = 0.25

    let openNowRow = UIStackView(arrangedSubviews: [openNowLabel, openNowSwitch])
    let distanceRow = UIStackView(arrangedSubviews: [distanceSlider, distanceLabel])
    distanceRow.spacing = 12
    let guestsRow = UIStackView(arrangedSubviews: [guestsLabel, guestsStepper])
    let stack = UIStackView(arrangedSubviews: [
      searchBar, openNowRow, priceControl, distanceRow, guestsRow, notesView, progress,
    ])
    stack.axis = .vertical
    stack.spacing = 16
    view.addSubview(stack)
    stack.snp.makeConstraints { make in
      make.top.equalTo(view.safeAreaLayoutGuide).offset(20)
      make.leading.trailing.equalTo(view.layoutMarginsGuide)
    }
    distanceLabel.snp.makeConstraints { make in
      make.width.equalTo(56)
    }
  }

  func openNowChanged(_ sender: UISwitch) {
    log.append("open now \(sender.isOn)")
  }

  func distanceChanged(_ sender: UISlider) {
    distanceLabel.text = "\(Int(sender.value.rounded())) km"
  }

  func guestsChanged(_ sender: UIStepper) {
    guestsLabel.text = "Guests: \(Int(sender.value))"
    log.append(guestsLabel.text ?? "")
  }

  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
    log.append("search \(searchText)")
  }

  func textViewDidChange(_ textView: UITextView) {
    log.append("notes \(textView.text.count)")
  }
}

@MainActor
@Suite struct FilterSheetSwift5Tests {
  /// On an iPhone 15 Pro (safe-area top 59, margins 16): the stack starts at 59 + 20 = 79 and
  /// each control takes its UIKit height, 16 pt apart: search bar 56, switch 31, segmented
  /// control 32, slider 31, stepper 32, the notes view one 20.333 pt body line plus its 8 pt
  /// insets, the progress bar 4.
  @Test func theControlsStackAtTheirUIKitSizes() {
    let controller = FilterSheetViewController()
    let hosted = host(controller, on: .iPhone15Pro)
    expectClean(hosted)
    func frame(_ view: UIView) -> CGRect { view.convert(view.bounds, to: nil) }
    expectRect(frame(controller.searchBar), 16, 79, 361, 56)
    expectRect(frame(controller.openNowSwitch), 326, 151, 51, 31)
    expectRect(frame(controller.priceControl), 16, 198, 361, 32)
    // 361 − 12 spacing − 56 label = 293.
    expectRect(frame(controller.distanceSlider), 16, 246, 293, 31)
    expectRect(frame(controller.distanceLabel), 321, 246, 56, 31)
    expectRect(frame(controller.guestsStepper), 283, 293, 94, 32)
    expectRect(frame(controller.notesView), 16, 341, 361, 36.333)
    expectRect(frame(controller.progress), 16, 393.333, 361, 4)
  }

  @Test func touchesAndTypingReachTheHandlers() {
    let controller = FilterSheetViewController()
    let hosted = host(controller, on: .iPhone15Pro)
    controller.openNowSwitch.simulateTap()
    // Four equal segments of 361 / 4 = 90.25: the third's centre is at 225.625.
    controller.priceControl.simulateTap(at: CGPoint(x: 225.625, y: 16))
    // The stepper's right half increments.
    controller.guestsStepper.simulateTap(at: CGPoint(x: 70, y: 16))
    #expect(controller.log == ["open now true", "price 2", "Guests: 3"])
    #expect(controller.guestsStepper.value == 3)

    // The thumb (28 pt) travels 293 − 28 = 265 pt for 49 units; at 10 its centre is at
    // 14 + 265 × 9 / 49 = 62.673. Dragged 53 pt right: 10 + 53 × 49 / 265 = 19.8, shown as 20.
    let slider = controller.distanceSlider
    slider.simulatePan(
      from: CGPoint(x: 62.673, y: 15.5), to: CGPoint(x: 115.673, y: 15.5), duration: 0.1)
    #expect(abs(slider.value - 19.8) < 0.001)
    #expect(controller.distanceLabel.text == "20 km")

    // Typing goes to the field or view that a tap made first responder. The notes view does
    // not scroll, so it grows by a line for each line typed.
    controller.searchBar.searchTextField.simulateTap()
    controller.searchBar.searchTextField.insertText("Ramen")
    controller.notesView.simulateTap()
    controller.notesView.insertText("Window seat\nQuiet table")
    hosted.window.layoutIfNeeded()
    #expect(controller.log.suffix(2) == ["search Ramen", "notes 23"])
    let notes = controller.notesView.convert(controller.notesView.bounds, to: nil)
    expectRect(notes, 16, 341, 361, 56.667)
    let progress = controller.progress.convert(controller.progress.bounds, to: nil)
    expectRect(progress, 16, 413.667, 361, 4)
    expectClean(hosted)
  }
}
