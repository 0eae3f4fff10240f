import Foundation
import OpenUIKit
import SnapKit
import Testing

/// Sample A7 (stretchy header), pasted from the tutorial unchanged: a scroll view with a
/// content view pinned to its edges and width, a header outside it, `contentInset.top = 250`,
/// and a delegate that stretches the header while the content is pulled past its top.
@MainActor
@Suite struct StretchyHeaderSampleTests {
  class StretchyHeaderController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    let contentView = UIView()
    let headerImageView = UIImageView()

    let headerMaxHeight: CGFloat = 250
    var headerHeightConstraint: Constraint?

    override func viewDidLoad() {
      super.viewDidLoad()
      setupViews()
    }

    private func setupViews() {
      view.addSubview(scrollView)
      scrollView.delegate = self
      scrollView.alwaysBounceVertical = true

      scrollView.snp.makeConstraints { $0.edges.equalToSuperview() }

      scrollView.addSubview(contentView)
      contentView.snp.makeConstraints { make in
        make.edges.width.equalToSuperview()
        make.height.equalTo(1000)
      }

      headerImageView.image = UIImage(systemName: "photo.artframe")
      headerImageView.contentMode = .scaleAspectFill
      headerImageView.clipsToBounds = true
      headerImageView.backgroundColor = .systemIndigo

      view.addSubview(headerImageView)
      headerImageView.snp.makeConstraints { make in
        make.top.leading.trailing.equalToSuperview()
        self.headerHeightConstraint = make.height.equalTo(headerMaxHeight).constraint
      }

      scrollView.contentInset = UIEdgeInsets(top: headerMaxHeight, left: 0, bottom: 0, right: 0)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      let offsetY = scrollView.contentOffset.y
      if offsetY < -headerMaxHeight {
        let stretchAmount = abs(offsetY)
        headerHeightConstraint?.update(offset: stretchAmount)
      } else {
        headerHeightConstraint?.update(offset: headerMaxHeight)
      }
    }
  }

  /// The content starts below the 250 pt inset plus the 59 pt safe area (the scroll view
  /// scrolls vertically, so the safe area joins the inset): offset −309, which is past −250,
  /// so the header starts 309 tall, as on a device.
  @Test func restingLayout() {
    let controller = StretchyHeaderController()
    let window = makeSampleWindow(controller)
    defer { withExtendedLifetime(window) {} }
    expectFrame(controller.scrollView, 0, 0, 393, 852)
    expectFrame(controller.contentView, 0, 0, 393, 1000)
    #expect(controller.scrollView.contentSize == CGSize(width: 393, height: 1000))
    #expect(
      controller.scrollView.adjustedContentInset
        == UIEdgeInsets(top: 309, left: 0, bottom: 34, right: 0))
    #expect(controller.scrollView.contentOffset == CGPoint(x: 0, y: -309))
    expectFrame(controller.headerImageView, 0, 0, 393, 309)
    #expect(controller.headerImageView.intrinsicContentSize == CGSize(width: 25, height: 21))
  }

  /// Pulling down 100 pt moves the content (1 − 1/(100·0.55/852 + 1))·852 pt past its top; the
  /// header grows by as much without a layoutIfNeeded call of its own (the next pass applies
  /// it); letting go returns both.
  @Test func pullingPastTheTopStretchesTheHeader() {
    let controller = StretchyHeaderController()
    let window = makeSampleWindow(controller)
    defer { withExtendedLifetime(window) {} }
    let scroll = controller.scrollView
    scroll.beginSimulatedDrag()
    scroll.updateSimulatedDrag(translation: CGPoint(x: 0, y: 100))
    let over: CGFloat = (1 - 1 / (100 * 0.55 / 852 + 1)) * 852
    #expect(abs(scroll.contentOffset.y - (-309 - over)) < 0.001)
    window.layoutIfNeeded()
    expectFrame(controller.headerImageView, 0, 0, 393, 309 + over)
    scroll.endSimulatedDrag()
    window.layoutIfNeeded()
    #expect(scroll.contentOffset.y == -309)
    expectFrame(controller.headerImageView, 0, 0, 393, 309)
  }

  @Test func scrollingUpKeepsTheHeaderAtItsHeight() {
    let controller = StretchyHeaderController()
    let window = makeSampleWindow(controller)
    defer { withExtendedLifetime(window) {} }
    controller.view.simulatePan(
      from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), duration: 0.1)
    window.layoutIfNeeded()
    #expect(controller.scrollView.contentOffset.y == -109)
    expectFrame(controller.headerImageView, 0, 0, 393, 250)
  }
}
