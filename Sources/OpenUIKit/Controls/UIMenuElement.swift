import Foundation

/// An item of a menu: a ``UIAction`` or a ``UIMenu`` (menus are stored by the controls that
/// take them; OpenUIKit presents none).
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
  override init() {
    super.init()
  }
}
