import DesignSystem
import Foundation
import OpenUIKit
import SnapKit

/// Sample C10, as the tutorial's section 10 writes it: the profile editor built from the
/// components. A scroll view fills the screen; its content view (edges and width) holds the
/// 100 pt avatar 32 pt from the top, centred, then the name and email fields, the card with the
/// rating, and the save button, chained with 32 / 16 / 32 / 32 pt gaps and inset 16; the button
/// ends 32 pt above the content's bottom. Saving shows the button's loading state for 2 s.
///
/// Showcase changes: imports (`DesignSystem` holds the components); accessibility identifiers
/// (the tutorial's names, `ratingContainer` for the local container, and the parts of
/// `nameField` and `saveButton` as `nameField.floatingLabel` …, found by position, so the
/// report shows the floating label and the loading state); `DispatchQueue.main.asyncAfter`
/// becomes `AnimationEnvironment.main.asyncAfter(delay: 2)` (the run loop of the screen's
/// clock, so the 2 s pass on the showcase's virtual clock). There is no navigation controller,
/// so nothing shows the title, and the scroll view does not adjust its top inset for content
/// shorter than the screen (`.automatic` adjusts only scrollable axes outside a navigation
/// controller): the avatar sits 32 pt below the window's top.
public final class EditProfileViewController: UIViewController {

  private let scrollView = UIScrollView()
  private let contentView = UIView()

  private let avatarView = AvatarView()
  private let nameField = CustomTextField()
  private let emailField = CustomTextField()
  private let ratingView = RatingView()
  private let cardView = CardView()
  private let saveButton = PrimaryButton()

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = AppColors.background
    title = "Profil"

    setupViews()
    setupConstraints()
    configureComponents()
    setIdentifiers()
  }

  private func setupViews() {
    view.addSubview(scrollView)
    scrollView.addSubview(contentView)

    contentView.addSubview(avatarView)
    contentView.addSubview(nameField)
    contentView.addSubview(emailField)
    contentView.addSubview(cardView)
    contentView.addSubview(saveButton)

    // The rating view goes inside the card.
    let ratingContainer = UIView()
    ratingContainer.accessibilityIdentifier = "ratingContainer"
    ratingContainer.addSubview(ratingView)
    ratingView.snp.makeConstraints { make in
      make.center.equalToSuperview()
      make.top.bottom.equalToSuperview().inset(Spacing.md)
    }
    cardView.setContent(ratingContainer)
  }

  private func setupConstraints() {
    scrollView.snp.makeConstraints { make in
      make.edges.equalToSuperview()
    }

    contentView.snp.makeConstraints { make in
      make.edges.width.equalToSuperview()
    }

    avatarView.snp.makeConstraints { make in
      make.top.equalToSuperview().offset(Spacing.xl)
      make.centerX.equalToSuperview()
      make.size.equalTo(100)
    }

    nameField.snp.makeConstraints { make in
      make.top.equalTo(avatarView.snp.bottom).offset(Spacing.xl)
      make.leading.trailing.equalToSuperview().inset(Spacing.md)
    }

    emailField.snp.makeConstraints { make in
      make.top.equalTo(nameField.snp.bottom).offset(Spacing.md)
      make.leading.trailing.equalToSuperview().inset(Spacing.md)
    }

    cardView.snp.makeConstraints { make in
      make.top.equalTo(emailField.snp.bottom).offset(Spacing.xl)
      make.leading.trailing.equalToSuperview().inset(Spacing.md)
    }

    saveButton.snp.makeConstraints { make in
      make.top.equalTo(cardView.snp.bottom).offset(Spacing.xl)
      make.leading.trailing.equalToSuperview().inset(Spacing.md)
      make.bottom.equalToSuperview().offset(-Spacing.xl)  // The scroll view's content edge.
    }
  }

  private func configureComponents() {
    avatarView.configure(image: nil, initials: "AZ", isOnline: true)

    nameField.configure(placeholder: "Ismingiz", icon: UIImage(systemName: "person"))
    emailField.configure(placeholder: "Email manzilingiz", icon: UIImage(systemName: "envelope"))

    cardView.setHeader(title: "Foydalanuvchi darajasi")
    ratingView.setRating(4)

    saveButton.configure(title: "Saqlash")
    saveButton.tapAction = { [weak self] in
      self?.saveButton.setLoading(true)
      // A fake network request.
      AnimationEnvironment.main.asyncAfter(delay: 2) {
        self?.saveButton.setLoading(false)
      }
    }
  }

  private func setIdentifiers() {
    scrollView.accessibilityIdentifier = "scrollView"
    contentView.accessibilityIdentifier = "contentView"
    avatarView.accessibilityIdentifier = "avatarView"
    nameField.accessibilityIdentifier = "nameField"
    emailField.accessibilityIdentifier = "emailField"
    ratingView.accessibilityIdentifier = "ratingView"
    cardView.accessibilityIdentifier = "cardView"
    saveButton.accessibilityIdentifier = "saveButton"
    nameParts(of: nameField, textFieldParts)
    nameParts(of: saveButton, primaryButtonParts)
  }
}

extension ShowcaseSample {
  /// C10: the profile editor; typing floats the name field's label, clearing it and leaving
  /// puts it back; saving shows the loading state for 2 s.
  static let c10 = ShowcaseSample(
    id: "C10", title: "Edit profile screen", make: { EditProfileViewController() }
  ) {
    ShowcaseStep("initial layout")
    ShowcaseStep("type a name into nameField") { $0.type(into: "nameField", "Azimjon") }
    ShowcaseStep("clear nameField and leave it empty") {
      $0.clearText(in: "nameField")
      $0.endEditing(in: "nameField")
    }
    ShowcaseStep("tap save", settle: .seconds(1)) { $0.tap("saveButton") }
    ShowcaseStep("2 s later") { _ in }
  }
}
