import Foundation
import Testing

@testable import OpenUIKit

/// A view keeps what most views never set out of its object, made on the first write of a
/// value other than the default.
@MainActor
@Suite struct ViewRareStorageTests {
  @Test func aLaidOutPlainViewHasNoRareStorage() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let card = UIView()
    let label = UILabel()
    label.text = "Title"
    card.translatesAutoresizingMaskIntoConstraints = false
    label.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(card)
    card.addSubview(label)
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
      card.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
      label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
      label.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
      card.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
      card.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
    ])
    // Defaults written back leave the storage unmade.
    card.tag = 0
    card.transform = .identity
    card.layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    card.accessibilityIdentifier = nil
    window.layoutIfNeeded()
    #expect(card.storedRare == nil)
    #expect(label.storedRare == nil)
    #expect(card.frame.minX == 16 && card.frame.minY == 100)
    #expect(card.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    #expect(card.transform == .identity && card.tag == 0 && card.gestureRecognizers == nil)
  }

  @Test func rareValuesAreKeptOnceSet() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    view.tag = 7
    #expect(view.storedRare != nil)
    view.accessibilityIdentifier = "card"
    view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(view.tag == 7)
    #expect(view.accessibilityIdentifier == "card")
    #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(view.frame == CGRect(x: -40, y: -5, width: 200, height: 100))
    #expect(view.viewWithTag(7) === view)
    view.transform = .identity
    #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    let mask = UIView()
    view.mask = mask
    #expect(view.mask === mask)
  }

  @Test func accessibilityValuesLiveInTheRareStorage() {
    let plain = UIView()
    #expect(plain.accessibilityLabel == nil)
    #expect(plain.storedRare == nil)
    let view = UIView()
    view.accessibilityLabel = "Close"
    #expect(view.storedRare != nil)
    #expect(view.storedAccessibility === view.storedRare?.accessibility)
    #expect(view.storedAccessibility != nil)
    #expect(view.accessibilityLabel == "Close")
    view.tag = 3
    #expect(view.accessibilityLabel == "Close" && view.tag == 3)
  }
}
