import Foundation

extension UIWindow {
  /// The traits the window takes from its screen and orientation, before its overrides: see
  /// ``UIScreen/traitCollection(for:windowSize:)``.
  var deviceTraitCollection: UITraitCollection {
    let size = bounds.size
    if let (orientation, cachedSize, traits) = cachedDeviceTraits,
      orientation == interfaceOrientation, cachedSize == size
    {
      return traits
    }
    let traits = screen.traitCollection(for: interfaceOrientation, windowSize: size)
    cachedDeviceTraits = (interfaceOrientation, size, traits)
    return traits
  }

  /// Re-reads the window's traits after its orientation or overrides changed, and posts
  /// `UIContentSizeCategory.didChangeNotification` when the text size changed.
  func refreshWindowTraits() {
    let before = storedTraits?.preferredContentSizeCategory
    refreshTraits()
    let after = storedTraits?.preferredContentSizeCategory
    if let before, let after, before != after {
      NotificationCenter.default.post(
        name: UIContentSizeCategory.didChangeNotification, object: self,
        userInfo: [UIContentSizeCategory.newValueUserInfoKey: after])
    }
  }
}
