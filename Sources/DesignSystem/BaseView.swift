import Foundation
import OpenUIKit
import SnapKit

/// The base of every component (C1): its initializer calls ``setupSubviews()``,
/// ``setupConstraints()`` and ``setupBindings()``, always in that order, so a subclass only
/// overrides these three methods.
///
/// Changes from the tutorial: `import OpenUIKit` instead of `import UIKit`.
@MainActor
open class BaseView: UIView {

  /// Creates the view, then calls ``setupSubviews()``, ``setupConstraints()`` and
  /// ``setupBindings()``.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setupSubviews()
    setupConstraints()
    setupBindings()
  }

  /// Not supported, as in the tutorial: components are made in code.
  public required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// Adds the subviews (`addSubview`) and styles them.
  open func setupSubviews() {}

  /// Makes the SnapKit constraints.
  open func setupConstraints() {}

  /// Sets up target–action, gesture recognizers and callbacks.
  open func setupBindings() {}
}
