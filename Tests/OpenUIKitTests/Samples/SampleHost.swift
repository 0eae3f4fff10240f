import Foundation

@testable import OpenUIKit

/// The tutorials' screen: a 393 × 852 window whose root view controller adds the iPhone 15
/// Pro safe area (59, 0, 34, 0).
@MainActor
func makeSampleWindow(_ controller: UIViewController = UIViewController()) -> UIWindow {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
  controller.additionalSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
  window.rootViewController = controller
  window.makeKeyAndVisible()
  return window
}

/// A view with a settable intrinsic content size (a stand-in for labels until UILabel exists).
@MainActor
final class SizedView: UIView {
  var size: CGSize {
    didSet { invalidateIntrinsicContentSize() }
  }

  init(_ size: CGSize) {
    self.size = size
    super.init(frame: .zero)
    translatesAutoresizingMaskIntoConstraints = false
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override var intrinsicContentSize: CGSize { size }
}
