import DesignSystem
import Foundation
import OpenUIKit
import Testing

/// C1: BaseView's initializer calls the three setup methods in order.
@MainActor
@Suite struct BaseViewTests {
  final class RecordingView: BaseView {
    var calls: [String] = []
    let child = UIView()

    override func setupSubviews() {
      calls.append("subviews")
      addSubview(child)
    }

    override func setupConstraints() {
      calls.append("constraints")
      child.snp.makeConstraints { make in
        make.edges.equalToSuperview().inset(10)
      }
    }

    override func setupBindings() {
      calls.append("bindings")
    }
  }

  @Test func initCallsSetupInOrder() {
    let view = RecordingView()
    #expect(view.calls == ["subviews", "constraints", "bindings"])
    #expect(view.child.superview === view)
  }

  @Test func initWithFrameCallsSetupAndConstraintsWork() {
    let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
    #expect(view.calls == ["subviews", "constraints", "bindings"])
    view.layoutIfNeeded()
    expectFrame(view.child, in: view, 10, 10, 80, 40)
  }

  @Test func plainBaseViewHasNoSubviews() {
    #expect(BaseView().subviews.isEmpty)
  }
}
