import Foundation
import Testing

@testable import OpenUIKit

/// UIImage(systemName:), symbol configurations and image view sizing.
@MainActor
@Suite struct SymbolImageTests {
  @Test func everySFSymbolsNameIsKnown() {
    #expect(SystemSymbols.allNames.count == 6404)
    #expect(SystemSymbols.allNames == SystemSymbols.allNames.sorted())
    #expect(SystemSymbols.allNames.first == "0.circle")
    for name in ["chevron.right", "gearshape.fill", "heart", "square.and.arrow.up", "xmark"] {
      #expect(SystemSymbols.contains(name), "\(name)")
    }
    #expect(Set(SystemSymbols.names).isSubset(of: Set(SystemSymbols.allNames)))
  }

  @Test func undrawnSymbolsAreAPlaceholder() throws {
    let chevron = try #require(UIImage(systemName: "chevron.right"))
    #expect(chevron.size == CGSize(width: 20, height: 20))
    #expect(chevron.isSymbolImage)
    #expect(chevron.shape == SystemSymbols.placeholderShape)
    #expect(chevron.shape?.isFilled == false)
    guard case .polygon(let points) = chevron.shape?.elements.first else {
      Issue.record("no polygon")
      return
    }
    #expect(points.count == 16)
    #expect(abs(points[0].x - 0.72) < 1e-12 && abs(points[0].y - 0.08) < 1e-12)
    #expect(UIImage(systemName: "star")?.size == CGSize(width: 20, height: 19.33))
  }

  @Test func unknownSymbolsAreNil() {
    #expect(UIImage(systemName: "no.such.symbol") == nil)
    #expect(UIImage(systemName: "") == nil)
    #expect(UIImage(systemName: "Star") == nil)
  }

  @Test func configurationsScaleTheGlyph() throws {
    let big = try #require(
      UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34)))
    #expect(big.size == CGSize(width: 36.666666666666664, height: 35.333333333333336))
    let small = UIImage(
      systemName: "gear", withConfiguration: UIImage.SymbolConfiguration(scale: .small))
    #expect(small?.size == CGSize(width: 15.666666666666666, height: 15.666666666666666))
    let large = UIImage(
      systemName: "gear", withConfiguration: UIImage.SymbolConfiguration(scale: .large))
    #expect(large?.size == CGSize(width: 25.666666666666668, height: 25.666666666666668))
    let title = UIImage(
      systemName: "gear", withConfiguration: UIImage.SymbolConfiguration(textStyle: .largeTitle))
    #expect(title?.size == CGSize(width: 40, height: 40))
    let medium = UIImage(
      systemName: "gear", withConfiguration: UIImage.SymbolConfiguration(weight: .bold))
    #expect(medium?.size == CGSize(width: 20, height: 20))
    #expect(
      UIImage(
        systemName: "gear",
        withConfiguration: UIImage.SymbolConfiguration(font: .systemFont(ofSize: 8.5)))?.size
        == CGSize(width: 10, height: 10))
  }

  @Test func applyingAndRemovingParts() {
    let base = UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .large)
    let applied = base.applying(UIImage.SymbolConfiguration(weight: .light))
    #expect(applied == UIImage.SymbolConfiguration(pointSize: 20, weight: .light, scale: .large))
    #expect(base.applying(UIImage.SymbolConfiguration(textStyle: .body)).pointSize == nil)
    #expect(base.applying(nil) == base)
    let stripped = base.configurationWithoutPointSizeAndWeight()
    #expect(stripped == UIImage.SymbolConfiguration(scale: .large))
    #expect(stripped.description == "<UIImageSymbolConfiguration: 0x600000c00000; scale = large>")
    #expect(base.configurationWithoutScale().scale == .unspecified)
    #expect(UIImage.SymbolConfiguration.unspecified == UIImage.SymbolConfiguration.unspecified)
    let image = UIImage(systemName: "gear")!.withConfiguration(base)
    #expect(image.symbolConfiguration == base)
    #expect(image.size == CGSize(width: 30.333333333333332, height: 30.333333333333332))
    #expect(
      image.applyingSymbolConfiguration(.init(scale: .small))?.size
        == CGSize(width: 18.333333333333332, height: 18.333333333333332))
    #expect(UIImage(size: CGSize(width: 4, height: 4)).applyingSymbolConfiguration(base) == nil)
    let bitmap = UIImage(size: CGSize(width: 4, height: 4))
    #expect(bitmap.withConfiguration(base) === bitmap)
  }

  @Test func imageViewsApplyTheirPreferredConfiguration() {
    let view = UIImageView(image: UIImage(systemName: "gear"))
    #expect(view.intrinsicContentSize == CGSize(width: 20, height: 20))
    view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 34)
    #expect(view.intrinsicContentSize == CGSize(width: 40, height: 40))
    #expect(view.displayedImage?.size == CGSize(width: 40, height: 40))
    #expect(view.image?.size == CGSize(width: 20, height: 20))
    view.image = UIImage(size: CGSize(width: 7, height: 9))
    #expect(view.intrinsicContentSize == CGSize(width: 7, height: 9))
  }

  @Test func imageViewsFollowTheirImagesInAWindow() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let root = UIView(frame: window.bounds)
    window.addSubview(root)
    let view = UIImageView(image: UIImage(systemName: "gear"))
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    NSLayoutConstraint.activate([
      view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 182),
      view.topAnchor.constraint(equalTo: root.topAnchor, constant: 45),
    ])
    let steps: [(UIImage?, UIImage.SymbolConfiguration?, CGSize)] = [
      (UIImage(size: CGSize(width: 273, height: 195)), nil, CGSize(width: 273, height: 195)),
      (UIImage(systemName: "camera"), nil, CGSize(width: 23.33, height: 17.67)),
      (UIImage(systemName: "camera"), .init(pointSize: 0), .zero),
      (
        UIImage(systemName: "star.fill"), .init(scale: .large),
        CGSize(width: 25.666666666666668, height: 25)
      ),
      (UIImage(systemName: "heart"), .init(textStyle: .largeTitle), CGSize(width: 40, height: 40)),
      (
        UIImage(size: CGSize(width: 5, height: 7)), .init(pointSize: 99),
        CGSize(width: 5, height: 7)
      ),
    ]
    for (image, configuration, size) in steps {
      view.preferredSymbolConfiguration = configuration
      view.image = image
      window.layoutIfNeeded()
      let f = view.frame
      let misses = [f.minX - 182, f.minY - 45, f.width - size.width, f.height - size.height]
      #expect(misses.allSatisfy { abs($0) < 1e-9 }, "\(image as Any): \(f)")
    }
  }

  @Test func tintRenderingResizingAndBaseline() {
    let star = UIImage(systemName: "star")!
    #expect(star.renderingMode == .automatic)
    #expect(star.withTintColor(.red).renderingMode == .alwaysOriginal)
    #expect(star.withTintColor(.red).tintColor == .red)
    #expect(
      star.withTintColor(.red, renderingMode: .alwaysTemplate).renderingMode == .alwaysTemplate)
    #expect(star.withRenderingMode(.alwaysTemplate).renderingMode == .alwaysTemplate)
    let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(star.resizableImage(withCapInsets: insets).capInsets == insets)
    #expect(star.resizableImage(withCapInsets: insets).resizingMode == .tile)
    #expect(
      star.resizableImage(withCapInsets: insets, resizingMode: .stretch).resizingMode == .stretch)
    #expect(star.capInsets == .zero)
    #expect(star.hasBaseline)
    #expect(star.baselineOffsetFromBottom == 4)
    #expect(!star.imageWithoutBaseline().hasBaseline)
    #expect(star.description == "<UIImage:0x600002e00000 named(system: star) {20, 19.33}>")
    #expect(star != UIImage(systemName: "star"))
  }

  @Test func symbolsCanBeMadeOffTheMainActor() async {
    let size = await Task.detached { UIImage(systemName: "heart")?.size }.value
    #expect(size == CGSize(width: 20, height: 20))
  }
}
