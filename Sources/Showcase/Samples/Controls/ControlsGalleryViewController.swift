import Foundation
import OpenUIKit

/// The standard controls in one scrolling form: a search bar, a segmented control, a switch
/// row, a slider, a stepper with its value, a progress bar, a compact date picker and a
/// self-sizing text view, stacked with Auto Layout; the scroll view has a refresh control.
final class ControlsGalleryViewController: UIViewController {
  let scrollView = UIScrollView()
  let stack = UIStackView()
  let searchBar = UISearchBar()
  let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
  let switchRow = UIStackView()
  let switchLabel = UILabel()
  let toggle = UISwitch()
  let slider = UISlider()
  let stepperRow = UIStackView()
  let stepperLabel = UILabel()
  let stepper = UIStepper()
  let progress = UIProgressView(progressViewStyle: .default)
  let datePicker = UIDatePicker()
  let notes = UITextView()
  let refresh = UIRefreshControl()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    configure()
    layout()
    identify()
  }

  private func configure() {
    searchBar.placeholder = "Search settings"
    searchBar.searchBarStyle = .minimal
    segments.selectedSegmentIndex = 0
    switchLabel.text = "Notifications"
    toggle.isOn = true
    slider.value = 0.25
    stepper.maximumValue = 10
    stepperLabel.text = "Guests: 0"
    stepper.addAction(
      UIAction { [weak self] action in
        guard let stepper = action.sender as? UIStepper else { return }
        self?.stepperLabel.text = "Guests: \(Int(stepper.value))"
      }, for: .valueChanged)
    slider.addAction(
      UIAction { [weak self] action in
        guard let slider = action.sender as? UISlider else { return }
        self?.progress.setProgress(slider.value, animated: false)
      }, for: .valueChanged)
    progress.progress = 0.25
    datePicker.datePickerMode = .dateAndTime
    datePicker.date = Date(timeIntervalSince1970: 1_764_668_460)  // 2025-12-02 09:41 UTC
    notes.isScrollEnabled = false
    notes.font = .systemFont(ofSize: 17)
    notes.text = "Notes"
    notes.layer.borderWidth = 1
    notes.layer.borderColor = UIColor.separator.cgColor
    notes.layer.cornerRadius = 8
    scrollView.refreshControl = refresh
    refresh.addAction(
      UIAction { action in
        (action.sender as? UIRefreshControl)?.endRefreshing()
      }, for: .valueChanged)
  }

  private func layout() {
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)
    scrollView.addSubview(stack)
    stack.axis = .vertical
    stack.spacing = 16
    for (row, label, control) in [
      (switchRow, switchLabel, toggle as UIView), (stepperRow, stepperLabel, stepper),
    ] {
      row.axis = .horizontal
      row.alignment = .center
      row.spacing = 8
      row.addArrangedSubview(label)
      row.addArrangedSubview(control)
    }
    for arranged in [
      searchBar, segments, switchRow, slider, stepperRow, progress, datePicker, notes,
    ] as [UIView] {
      stack.addArrangedSubview(arranged)
    }
    stack.setCustomSpacing(8, after: searchBar)
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 8),
      stack.leadingAnchor.constraint(
        equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 16),
      stack.trailingAnchor.constraint(
        equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -16),
      stack.bottomAnchor.constraint(
        equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -16),
      stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
    ])
  }

  private func identify() {
    let names: [(UIView, String)] = [
      (scrollView, "scrollView"), (stack, "stack"), (searchBar, "searchBar"),
      (searchBar.searchTextField, "searchField"), (segments, "segments"),
      (switchLabel, "switchLabel"), (toggle, "toggle"), (slider, "slider"),
      (stepperLabel, "stepperLabel"), (stepper, "stepper"), (progress, "progress"),
      (datePicker, "datePicker"), (notes, "notes"), (refresh, "refresh"),
    ]
    for (view, name) in names { view.accessibilityIdentifier = name }
  }
}

extension ShowcaseSample {
  /// S1: the controls gallery. Tapping the second segment, the switch and the stepper's +;
  /// dragging the slider's thumb (the progress bar follows); typing into the search field
  /// and two lines into the notes, which grow with their text.
  static let s1 = ShowcaseSample(
    id: "S1", title: "Controls gallery", make: { ControlsGalleryViewController() }
  ) {
    ShowcaseStep("initial layout")
    ShowcaseStep("tap Week") { $0.tap("segments", at: CGPoint(x: 180, y: 16)) }
    ShowcaseStep("tap the switch") { $0.tap("toggle") }
    ShowcaseStep("tap + twice") {
      $0.tap("stepper", at: CGPoint(x: 70, y: 16))
      $0.tap("stepper", at: CGPoint(x: 70, y: 16))
    }
    ShowcaseStep("drag the slider's thumb") { session in
      guard let slider = session.view("slider", as: UISlider.self) else { return }
      let thumb = slider.thumbRect(
        forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds),
        value: slider.value)
      let start = CGPoint(x: thumb.midX, y: thumb.midY)
      slider.simulatePan(
        from: start, to: CGPoint(x: start.x + 100, y: start.y), duration: 0.1)
    }
    ShowcaseStep("type into the search field") { $0.type("searchField", "Wi-Fi") }
    ShowcaseStep("type two lines of notes") {
      $0.type("notes", " to self:\nbring the charger and the long cable for the hotel room")
    }
  }
}
