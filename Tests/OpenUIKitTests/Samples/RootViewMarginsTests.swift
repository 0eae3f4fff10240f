import Foundation
import TestSupport
import Testing

@testable import OpenUIKit

/// A view controller's root view: system minimum margins plus the safe area.
@MainActor
@Suite struct RootViewMarginsTests {
  @Test func marginsGuideOfTheRootView() {
    let window = makeSampleWindow()
    let root = window.rootViewController!.view!
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      box.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
      box.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
      box.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
    ])
    root.layoutIfNeeded()
    #expect(root.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
    #expect(root.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(box.frame == CGRect(x: 16, y: 59, width: 361, height: 759))
    #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 59, width: 361, height: 759))
    #expect(root.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 59, width: 393, height: 759))
    // A subview 20 pt below the top has 39 pt of the 59 pt top inset left.
    #expect(box.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    let inset = UIView()
    inset.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(inset)
    NSLayoutConstraint.activate([
      inset.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      inset.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      inset.widthAnchor.constraint(equalToConstant: 100),
      inset.heightAnchor.constraint(equalToConstant: 100),
    ])
    root.layoutIfNeeded()
    #expect(inset.safeAreaInsets == UIEdgeInsets(top: 39, left: 0, bottom: 0, right: 0))
  }
}
