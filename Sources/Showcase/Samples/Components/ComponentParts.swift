import Foundation
import OpenUIKit

/// Names a component's private parts so the report shows them: the part at `path` (subview
/// indexes from the component) gets the identifier `"<component's identifier>.<name>"`.
/// A path that does not exist is skipped.
@MainActor
func nameParts(of component: UIView, _ parts: [(name: String, path: [Int])]) {
  let prefix = component.accessibilityIdentifier ?? "component"
  for part in parts {
    var view: UIView? = component
    for index in part.path {
      guard let current = view, index < current.subviews.count else {
        view = nil
        break
      }
      view = current.subviews[index]
    }
    view?.accessibilityIdentifier = "\(prefix).\(part.name)"
  }
}

/// The parts of a `CustomTextField`: container, icon, text field, floating and error labels.
let textFieldParts: [(name: String, path: [Int])] = [
  ("containerView", [0]), ("iconImageView", [0, 0]), ("textField", [0, 1]),
  ("floatingLabel", [1]), ("errorLabel", [2]),
]

/// The parts of a `PrimaryButton`: the stack (icon and title) and the activity indicator.
let primaryButtonParts: [(name: String, path: [Int])] = [
  ("stackView", [0]), ("iconImageView", [0, 0]), ("titleLabel", [0, 1]),
  ("activityIndicator", [1]),
]
