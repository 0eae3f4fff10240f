import OpenUIKit

/// A screen with one planted bug: a `.systemBackground` view to which `build` adds the
/// faulty content.
@MainActor
final class PlantedScreen: UIViewController {
  private let build: (UIView) -> Void

  init(_ build: @escaping (UIView) -> Void) {
    self.build = build
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    build(view)
  }
}

/// A view using Auto Layout, with an identifier and a background colour.
@MainActor
func box(_ id: String, color: UIColor = .systemTeal) -> UIView {
  let view = UIView()
  view.translatesAutoresizingMaskIntoConstraints = false
  view.backgroundColor = color
  view.accessibilityIdentifier = id
  return view
}

/// A single-line label using Auto Layout.
@MainActor
func plainLabel(_ text: String, id: String, size: CGFloat = 17) -> UILabel {
  let label = UILabel()
  label.translatesAutoresizingMaskIntoConstraints = false
  label.text = text
  label.font = .systemFont(ofSize: size)
  label.accessibilityIdentifier = id
  return label
}

/// The screens with one planted bug each, by the kind they must report.
@MainActor
enum PlantedScreens {
  /// A 200 pt wide view pinned 16 pt inside a 300 pt wide card: 268 ≠ 200, everywhere.
  static func unsatisfiable() -> UIViewController {
    PlantedScreen { view in
      let card = box("card", color: .secondarySystemBackground)
      let bar = box("bar")
      card.addSubview(bar)
      view.addSubview(card)
      let safe = view.safeAreaLayoutGuide
      NSLayoutConstraint.activate([
        card.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
        card.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
        card.widthAnchor.constraint(equalToConstant: 300),
        card.heightAnchor.constraint(equalToConstant: 80),
        bar.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
        bar.heightAnchor.constraint(equalToConstant: 44),
        bar.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
        bar.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
        bar.widthAnchor.constraint(equalToConstant: 200),
      ])
    }
  }

  /// A view with a position and width but no height.
  static func ambiguous() -> UIViewController {
    PlantedScreen { view in
      let panel = box("panel")
      view.addSubview(panel)
      let safe = view.safeAreaLayoutGuide
      NSLayoutConstraint.activate([
        panel.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
        panel.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
        panel.widthAnchor.constraint(equalToConstant: 200),
      ])
    }
  }

  /// A single-line Dynamic Type label: fits at the default size, truncates at large ones.
  static func truncated() -> UIViewController {
    PlantedScreen { view in
      let label = UILabel()
      label.translatesAutoresizingMaskIntoConstraints = false
      label.text = "Your order ships on Tuesday"
      label.font = .preferredFont(forTextStyle: .body)
      label.adjustsFontForContentSizeCategory = true
      label.accessibilityIdentifier = "status"
      view.addSubview(label)
      let margins = view.layoutMarginsGuide
      NSLayoutConstraint.activate([
        label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
        label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      ])
    }
  }

  /// A 150 pt wide view in a 100 × 100 clipping container.
  static func clipped() -> UIViewController {
    PlantedScreen { view in
      let container = box("container", color: .secondarySystemBackground)
      container.clipsToBounds = true
      let chip = box("chip")
      container.addSubview(chip)
      view.addSubview(container)
      let safe = view.safeAreaLayoutGuide
      NSLayoutConstraint.activate([
        container.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
        container.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
        container.widthAnchor.constraint(equalToConstant: 100),
        container.heightAnchor.constraint(equalToConstant: 100),
        chip.topAnchor.constraint(equalTo: container.topAnchor, constant: 30),
        chip.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        chip.widthAnchor.constraint(equalToConstant: 150),
        chip.heightAnchor.constraint(equalToConstant: 40),
      ])
    }
  }

  /// Two labels 10 pt apart vertically: their text overlaps.
  static func overlapping() -> UIViewController {
    PlantedScreen { view in
      let title = plainLabel("Title", id: "title")
      let subtitle = plainLabel("Subtitle", id: "subtitle")
      view.addSubview(title)
      view.addSubview(subtitle)
      let safe = view.safeAreaLayoutGuide
      NSLayoutConstraint.activate([
        title.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
        title.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
        subtitle.topAnchor.constraint(equalTo: safe.topAnchor, constant: 30),
        subtitle.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
      ])
    }
  }

  /// A label pinned 8 pt below the view's top, not the safe area's.
  static func outsideSafeArea() -> UIViewController {
    PlantedScreen { view in
      let label = plainLabel("Inbox", id: "heading")
      view.addSubview(label)
      NSLayoutConstraint.activate([
        label.topAnchor.constraint(equalTo: view.topAnchor, constant: 8),
        label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      ])
    }
  }

  /// A 100 pt wide view 350 pt from the leading edge: off narrow screens.
  static func offscreen() -> UIViewController {
    PlantedScreen { view in
      let badge = box("badge")
      view.addSubview(badge)
      let safe = view.safeAreaLayoutGuide
      NSLayoutConstraint.activate([
        badge.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
        badge.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 350),
        badge.widthAnchor.constraint(equalToConstant: 100),
        badge.heightAnchor.constraint(equalToConstant: 44),
      ])
    }
  }

  /// A text button at its intrinsic size (a 15 pt title: about 30 pt tall).
  static func smallTapTarget() -> UIViewController {
    PlantedScreen { view in
      let edit = UIButton(type: .system)
      edit.translatesAutoresizingMaskIntoConstraints = false
      edit.setTitle("Edit", for: .normal)
      edit.setTitleColor(.label, for: .normal)
      edit.accessibilityIdentifier = "edit"
      view.addSubview(edit)
      let safe = view.safeAreaLayoutGuide
      NSLayoutConstraint.activate([
        edit.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
        edit.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
      ])
    }
  }

  /// 15 pt grey (#999999) text: 2.85:1 on white, fine on black.
  static func lowContrast() -> UIViewController {
    PlantedScreen { view in
      let hint = plainLabel("Last synced yesterday", id: "hint", size: 15)
      hint.textColor = UIColor(white: 0.6, alpha: 1)
      view.addSubview(hint)
      let safe = view.safeAreaLayoutGuide
      NSLayoutConstraint.activate([
        hint.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
        hint.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
      ])
    }
  }

  /// A 44 × 44 close button showing only an image.
  static func missingAccessibilityLabel() -> UIViewController {
    PlantedScreen { view in
      let close = UIButton(type: .system)
      close.translatesAutoresizingMaskIntoConstraints = false
      close.setImage(UIImage(systemName: "xmark"), for: .normal)
      close.accessibilityIdentifier = "close"
      view.addSubview(close)
      let safe = view.safeAreaLayoutGuide
      NSLayoutConstraint.activate([
        close.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
        close.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
        close.widthAnchor.constraint(equalToConstant: 44),
        close.heightAnchor.constraint(equalToConstant: 44),
      ])
    }
  }
}
