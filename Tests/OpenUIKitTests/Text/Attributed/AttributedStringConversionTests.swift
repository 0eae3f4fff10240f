import Foundation
import Testing

@testable import OpenUIKit

/// `AttributedString` with UIKit's scope, and conversions to and from `NSAttributedString`.
@MainActor
@Suite struct AttributedStringConversionTests {
  @Test func uiKitAttributesByName() {
    var s = AttributedString("Hi")
    s.font = .boldSystemFont(ofSize: 17)
    s.foregroundColor = .red
    s.underlineStyle = .single
    s.kern = 1.5
    s.link = URL(string: "https://example.com")
    #expect(s.font == UIFont.boldSystemFont(ofSize: 17))
    #expect(s.foregroundColor == .red)
    #expect(s.runs.count == 1)
  }

  @Test func roundTripKeepsRunsAndAttributes() throws {
    var s = AttributedString("Hello ")
    s.font = .boldSystemFont(ofSize: 17)
    var world = AttributedString("World")
    world.foregroundColor = .red
    world.underlineStyle = .single
    world.link = URL(string: "https://example.com")
    s.append(world)
    let ns = NSAttributedString(s)
    #expect(ns.string == "Hello World")
    var range = NSRange(location: 0, length: 0)
    let first = ns.attributes(at: 0, effectiveRange: &range)
    #expect(range == NSRange(location: 0, length: 6))
    #expect(first[.font] as? UIFont == .boldSystemFont(ofSize: 17))
    let second = ns.attributes(at: 6, effectiveRange: &range)
    #expect(range == NSRange(location: 6, length: 5))
    #expect(second[.foregroundColor] as? UIColor == .red)
    #expect(second[.underlineStyle] as? Int == 1)
    #expect(second[.link] as? URL == URL(string: "https://example.com"))
    let mutable = NSMutableAttributedString(s)
    mutable.append(NSAttributedString(string: "!"))
    #expect(mutable.string == "Hello World!")
    #expect(
      mutable.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == .boldSystemFont(ofSize: 17)
    )
    let back = try AttributedString(ns, including: \.uiKit)
    #expect(back == s)
    let foundationOnly = try AttributedString(ns, including: \.foundation)
    #expect(foundationOnly.runs.count == 2)
    #expect(foundationOnly.font == nil)
    #expect(foundationOnly.runs.map(\.link) == [nil, URL(string: "https://example.com")])
  }

  @Test func nsValuesConvertFromNumbers() throws {
    let ns = NSAttributedString(
      string: "x", attributes: [.kern: 2, .underlineStyle: NSNumber(value: 9)])
    let s = try AttributedString(ns, including: AttributeScopes.UIKitAttributes.self)
    #expect(s.kern == 2)
    #expect(s.underlineStyle == .double)
  }

  @Test func wrongValueTypeThrows() {
    let ns = NSAttributedString(string: "x", attributes: [.font: "Helvetica"])
    #expect(throws: CocoaError.self) { try AttributedString(ns, including: \.uiKit) }
  }

  @Test func labelTakesAConvertedAttributedString() {
    var s = AttributedString("Big")
    s.font = .systemFont(ofSize: 34)
    let label = UILabel()
    label.attributedText = NSAttributedString(s)
    #expect(label.font == .systemFont(ofSize: 34))
    #expect(abs(label.intrinsicContentSize.height - 40.666666666666664) < 1e-9)
  }
}
