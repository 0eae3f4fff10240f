import OpenUIKit
import Testing

// One subclass of every open class, in a module of its own: apps subclass them all, and each
// subclass must compile and link (a subclass's vtable names its superclass's members).

final class AppResponder: UIResponder {}
final class AppView: UIView {}
final class AppWindow: UIWindow {}
final class AppController: UIViewController {}
final class AppStack: UIStackView {}
final class AppScroll: UIScrollView {}
final class AppImageView: UIImageView {}
final class AppTable: UITableView {}
final class AppCell: UITableViewCell {}
final class AppLabel: UILabel {}
final class AppControl: UIControl {}
final class AppButton: UIButton {}
final class AppTextField: UITextField {}
final class AppSpinner: UIActivityIndicatorView {}
final class AppRecognizer: UIGestureRecognizer {}
final class AppTap: UITapGestureRecognizer {}
final class AppPan: UIPanGestureRecognizer {}
final class AppConstraint: NSLayoutConstraint {}
final class AppGuide: UILayoutGuide {}
final class AppAnimator: UIViewPropertyAnimator {}

@MainActor
struct OpenClassSubclassTests {
  @Test func everySubclassIsMadeWithItsInheritedInitializers() {
    let objects: [NSObject] = [
      AppResponder(), AppView(), AppWindow(frame: .zero), AppController(), AppStack(),
      AppScroll(), AppImageView(image: nil), AppTable(frame: .zero, style: .plain),
      AppCell(style: .subtitle, reuseIdentifier: "cell"), AppLabel(), AppControl(),
      AppButton(type: .system), AppTextField(), AppSpinner(style: .large), AppRecognizer(),
      AppTap(), AppPan(), AppGuide(), AppAnimator(duration: 0.3, curve: .easeInOut),
    ]
    let names = objects.map { String(describing: type(of: $0)) }
    #expect(
      names == [
        "AppResponder", "AppView", "AppWindow", "AppController", "AppStack", "AppScroll",
        "AppImageView", "AppTable", "AppCell", "AppLabel", "AppControl", "AppButton",
        "AppTextField", "AppSpinner", "AppRecognizer", "AppTap", "AppPan", "AppGuide",
        "AppAnimator",
      ])
    #expect((objects[8] as? AppCell)?.detailTextLabel != nil)
    #expect((objects[11] as? AppButton)?.buttonType == .system)
    #expect((objects[13] as? AppSpinner)?.intrinsicContentSize == CGSize(width: 37, height: 37))
    let animator = objects[18] as? AppAnimator
    animator?.addAnimations {}
    animator?.addCompletion { _ in }
    #expect(animator?.duration == 0.3)
  }
}
