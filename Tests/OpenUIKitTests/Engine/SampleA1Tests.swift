import Foundation
import TestSupport
import Testing

@testable import OpenUIKit

/// Sample A1 (tutorial 000) written with anchors: a 100 × 100 box centred horizontally, its
/// top 50 pt below the safe area; the top constant changes to 200.
@MainActor
@Suite struct SampleA1Tests {
  @Test func boxMovesWhenTheConstantChanges() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let controller = MovingBoxController()
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(controller.boxView.frame == CGRect(x: 146.5, y: 109, width: 100, height: 100))
    controller.topConstraint?.constant = 200
    // The frame changes only in the next layout pass.
    #expect(controller.boxView.frame.minY == 109)
    controller.view.layoutIfNeeded()
    #expect(controller.boxView.frame == CGRect(x: 146.5, y: 259, width: 100, height: 100))
  }
}
