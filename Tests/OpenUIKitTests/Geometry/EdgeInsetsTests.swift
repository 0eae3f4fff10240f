import Foundation
import OpenUIKit
import Testing

@Suite struct UIEdgeInsetsTests {
  @Test func zeroAndDefaultInitializer() {
    #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    #expect(UIEdgeInsets() == .zero)
  }

  @Test func memberwiseInitializerAndEquality() {
    let insets = UIEdgeInsets(top: 59, left: 1, bottom: 34, right: 2)
    #expect(insets.top == 59)
    #expect(insets.left == 1)
    #expect(insets.bottom == 34)
    #expect(insets.right == 2)
    #expect(insets == UIEdgeInsets(top: 59, left: 1, bottom: 34, right: 2))
    #expect(insets != UIEdgeInsets(top: 59, left: 2, bottom: 34, right: 1))
    var changed = insets
    changed.bottom = 0
    #expect(changed != insets)
  }

  @Test func insetBySafeAreaOfTheDefaultDevice() {
    let window = CGRect(x: 0, y: 0, width: 393, height: 852)
    let safeArea = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    #expect(window.inset(by: safeArea) == CGRect(x: 0, y: 59, width: 393, height: 759))
  }

  @Test func insetByMovesOriginAndShrinksSize() {
    let rect = CGRect(x: 10, y: 20, width: 30, height: 40)
    let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(rect.inset(by: insets) == CGRect(x: 12, y: 21, width: 24, height: 36))
    #expect(rect.inset(by: .zero) == rect)
  }

  @Test func insetByNegativeInsetsGrows() {
    let rect = CGRect(x: 10, y: 10, width: 10, height: 10)
    let outsets = UIEdgeInsets(top: -1, left: -2, bottom: -3, right: -4)
    #expect(rect.inset(by: outsets) == CGRect(x: 8, y: 9, width: 16, height: 14))
  }

  @Test func insetByTooMuchGivesANegativeSizeAsUIKit() {
    // UIEdgeInsetsInsetRect neither clamps nor standardizes.
    let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
    let result = rect.inset(by: UIEdgeInsets(top: 0, left: 8, bottom: 12, right: 8))
    #expect(result.origin == CGPoint(x: 8, y: 0))
    #expect(result.size == CGSize(width: -6, height: -2))
  }

  @Test func descriptionIsTheMemberwiseReflection() {
    #expect(
      String(describing: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        == "UIEdgeInsets(top: 59.0, left: 0.0, bottom: 34.0, right: 0.0)")
  }

  @Test func codableUsesAnUnkeyedArrayInUIKitOrder() throws {
    let decoded = try JSONDecoder().decode(UIEdgeInsets.self, from: Data("[1, 2, 3, 4]".utf8))
    #expect(decoded == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    let insets = UIEdgeInsets(top: 0.5, left: -1, bottom: 34, right: 8)
    #expect(
      try JSONDecoder().decode(UIEdgeInsets.self, from: JSONEncoder().encode(insets)) == insets)
  }
}

@Suite struct NSDirectionalEdgeInsetsTests {
  @Test func zeroAndDefaultInitializer() {
    #expect(
      NSDirectionalEdgeInsets.zero
        == NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
    #expect(NSDirectionalEdgeInsets() == .zero)
  }

  @Test func memberwiseInitializerAndEquality() {
    let insets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 4, trailing: 20)
    #expect(insets.top == 8)
    #expect(insets.leading == 16)
    #expect(insets.bottom == 4)
    #expect(insets.trailing == 20)
    #expect(insets == NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 4, trailing: 20))
    #expect(insets != NSDirectionalEdgeInsets(top: 8, leading: 20, bottom: 4, trailing: 16))
  }

  @Test func descriptionIsTheMemberwiseReflection() {
    #expect(
      String(describing: NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        == "NSDirectionalEdgeInsets(top: 1.0, leading: 2.0, bottom: 3.0, trailing: 4.0)")
  }

  @Test func codableUsesAnUnkeyedArrayInUIKitOrder() throws {
    let decoded = try JSONDecoder().decode(
      NSDirectionalEdgeInsets.self, from: Data("[1, 2, 3, 4]".utf8))
    #expect(decoded == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    let insets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 4, trailing: 20)
    let data = try JSONEncoder().encode(insets)
    #expect(try JSONDecoder().decode(NSDirectionalEdgeInsets.self, from: data) == insets)
  }
}

@Suite struct UIOffsetTests {
  @Test func zeroAndDefaultInitializer() {
    #expect(UIOffset.zero == UIOffset(horizontal: 0, vertical: 0))
    #expect(UIOffset() == .zero)
  }

  @Test func memberwiseInitializerAndEquality() {
    let offset = UIOffset(horizontal: 3, vertical: -2)
    #expect(offset.horizontal == 3)
    #expect(offset.vertical == -2)
    #expect(offset == UIOffset(horizontal: 3, vertical: -2))
    #expect(offset != UIOffset(horizontal: -2, vertical: 3))
  }

  @Test func codableUsesAnUnkeyedArrayInUIKitOrder() throws {
    let decoded = try JSONDecoder().decode(UIOffset.self, from: Data("[5, 6]".utf8))
    #expect(decoded == UIOffset(horizontal: 5, vertical: 6))
    let offset = UIOffset(horizontal: 0.25, vertical: -7)
    #expect(try JSONDecoder().decode(UIOffset.self, from: JSONEncoder().encode(offset)) == offset)
  }
}
