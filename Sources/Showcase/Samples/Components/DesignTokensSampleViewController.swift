import DesignSystem
import Foundation
import OpenUIKit
import SnapKit

/// Sample C9: the design tokens drawn. Each `Spacing` token is a bar as wide as 8 × its value
/// (so xs is 32 pt and xl 256 pt) with its name beside it; under them, each `AppColors` token
/// is a 44 pt swatch with its name. Rows are `Spacing.sm` apart, sections `Spacing.lg`, all
/// inset `Spacing.md`, built with the tokens themselves.
///
/// Showcase changes: the whole screen (the tutorial gives the tokens only); identifiers
/// `spacing.xs` … `spacing.xl` and `color.primary` … `color.textSecondary` (the bars and
/// swatches), with `-label` for their labels.
public final class DesignTokensSampleViewController: UIViewController {
  /// The spacing tokens, smallest first.
  public static let spacings: [(name: String, value: CGFloat)] = [
    ("xs", Spacing.xs), ("sm", Spacing.sm), ("md", Spacing.md), ("lg", Spacing.lg),
    ("xl", Spacing.xl),
  ]

  /// The colour tokens.
  public static var colors: [(name: String, color: UIColor)] {
    [
      ("primary", AppColors.primary), ("background", AppColors.background),
      ("textMain", AppColors.textMain), ("textSecondary", AppColors.textSecondary),
    ]
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    var previous: UIView?
    for token in Self.spacings {
      let bar = UIView()
      bar.backgroundColor = AppColors.primary
      bar.accessibilityIdentifier = "spacing.\(token.name)"
      let width: CGFloat = token.value * 8
      previous = addRow(bar, label: "Spacing.\(token.name) = \(Int(token.value))", below: previous)
      bar.snp.makeConstraints { make in
        make.width.equalTo(width)
        make.height.equalTo(Spacing.md)
      }
    }
    var gap = Spacing.lg
    for token in Self.colors {
      let swatch = UIView()
      swatch.backgroundColor = token.color
      swatch.layer.borderWidth = 1
      swatch.layer.borderColor = UIColor.systemGray4.cgColor
      swatch.layer.cornerRadius = 8
      swatch.accessibilityIdentifier = "color.\(token.name)"
      previous = addRow(swatch, label: "AppColors.\(token.name)", below: previous, gap: gap)
      swatch.snp.makeConstraints { make in
        make.size.equalTo(44)
      }
      gap = Spacing.sm
    }
  }

  /// Adds `sample` at the leading inset under `previous` (or the safe area) and its label
  /// 8 pt after it; returns `sample`.
  private func addRow(
    _ sample: UIView, label text: String, below previous: UIView?, gap: CGFloat = Spacing.sm
  ) -> UIView {
    let label = UILabel()
    label.text = text
    label.font = .systemFont(ofSize: 14)
    label.accessibilityIdentifier = (sample.accessibilityIdentifier ?? "") + "-label"
    view.addSubview(sample)
    view.addSubview(label)
    sample.snp.makeConstraints { make in
      if let previous {
        make.top.equalTo(previous.snp.bottom).offset(gap)
      } else {
        make.top.equalTo(view.safeAreaLayoutGuide).offset(Spacing.lg)
      }
      make.leading.equalToSuperview().offset(Spacing.md)
    }
    label.snp.makeConstraints { make in
      make.leading.equalTo(sample.snp.trailing).offset(Spacing.sm)
      make.centerY.equalTo(sample)
    }
    return sample
  }
}

extension ShowcaseSample {
  /// C9: the Spacing and AppColors tokens.
  static let c9 = ShowcaseSample(
    id: "C9", title: "Design tokens", make: { DesignTokensSampleViewController() }
  ) {
    ShowcaseStep("initial layout")
  }
}
