import Foundation
import Testing

@testable import OpenUIKit

/// UITextView: UIKit's defaults, self-sizing with scrolling off, the content size with it on,
/// and simulated typing through the delegate.
@MainActor
@Suite struct TextViewTests {
  static let long = "The quick brown fox jumps over the lazy dog and keeps running far away"

  @MainActor final class Delegate: UITextViewDelegate {
    var log: [String] = []
    var refuses = false
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
      log.append("shouldBegin")
      return true
    }
    func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin") }
    func textView(
      _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool {
      log.append("shouldChange \(range.location),\(range.length) \(text)")
      return !refuses
    }
    func textViewDidChangeSelection(_ textView: UITextView) {
      log.append("selection \(textView.selectedRange.location)")
    }
    func textViewDidChange(_ textView: UITextView) { log.append("didChange \(textView.text!)") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
      log.append("shouldEnd")
      return true
    }
    func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd") }
  }

  @Test func uikitsDefaults() {
    let textView = UITextView()
    #expect(textView.text == "")
    #expect(textView.font == nil)
    #expect(textView.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
    #expect(textView.textContainer.lineFragmentPadding == 5)
    #expect(textView.isEditable && textView.isSelectable && textView.isScrollEnabled)
    #expect(
      textView.intrinsicContentSize
        == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    #expect(textView.clipsToBounds)
    #expect(textView.textLabel.font == UIFont.systemFont(ofSize: 12))
    #expect(textView.accessibilityTraits == .none)
    textView.isEditable = false
    #expect(textView.accessibilityTraits == .staticText)
  }

  func pinnedTextView(width: CGFloat) -> (UIView, UITextView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let textView = UITextView()
    textView.isScrollEnabled = false
    textView.font = .systemFont(ofSize: 17)
    textView.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(textView)
    NSLayoutConstraint.activate([
      textView.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      textView.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      textView.widthAnchor.constraint(equalToConstant: width),
    ])
    return (root, textView)
  }

  @Test func withScrollingOffItIsAsTallAsItsWrappedText() {
    let (root, textView) = pinnedTextView(width: 200)
    root.layoutIfNeeded()
    // Empty: one 17 pt line (20.333) plus 8 + 8.
    #expect(textView.frame.origin == CGPoint(x: 10, y: 20))
    #expect(textView.frame.width == 200)
    #expect(abs(textView.frame.height - 36.333) < 0.001)
    textView.text = TextViewTests.long
    root.layoutIfNeeded()
    // Four lines wrapped at 200 − 2 × 5.
    #expect(abs(textView.frame.height - 97.333) < 0.001)
    #expect(textView.frame.width == 200)
    #expect(textView.textLabel.frame.minX == 5)
    #expect(textView.textLabel.frame.minY == 8)
    #expect(textView.textLabel.frame.width == 190)
    textView.text = "Short"
    root.layoutIfNeeded()
    #expect(abs(textView.frame.height - 36.333) < 0.001)
    textView.textContainerInset = UIEdgeInsets(top: 20, left: 10, bottom: 4, right: 10)
    root.layoutIfNeeded()
    #expect(abs(textView.frame.height - 44.333) < 0.001)
  }

  @Test func aSelfSizingTextViewGrowsInAStackView() {
    let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
    stack.axis = .vertical
    stack.alignment = .fill
    stack.distribution = .fill
    let textView = UITextView()
    textView.isScrollEnabled = false
    textView.font = .systemFont(ofSize: 17)
    let spacer = UIView()
    stack.addArrangedSubview(textView)
    stack.addArrangedSubview(spacer)
    stack.layoutIfNeeded()
    #expect(abs(textView.frame.height - 36.333) < 0.001)
    textView.becomeFirstResponder()
    textView.insertText("One")
    textView.insertText("\n")
    textView.insertText("Two")
    stack.layoutIfNeeded()
    #expect(textView.text == "One\nTwo")
    #expect(abs(textView.frame.height - 56.667) < 0.001)
    #expect(textView.frame.width == 300)
    textView.deleteBackward()
    textView.deleteBackward()
    textView.deleteBackward()
    textView.deleteBackward()
    stack.layoutIfNeeded()
    #expect(abs(textView.frame.height - 36.333) < 0.001)
    textView.resignFirstResponder()
  }

  @Test func withScrollingOnTheContentIsAsTallAsTheText() {
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
    textView.font = .systemFont(ofSize: 17)
    textView.text = TextViewTests.long
    textView.layoutIfNeeded()
    #expect(textView.contentSize.width == 200)
    #expect(abs(textView.contentSize.height - 97.333) < 0.001)
    let fits = textView.sizeThatFits(CGSize(width: 200, height: 0))
    #expect(abs(fits.height - 97.333) < 0.001)
    textView.isScrollEnabled = false
    textView.layoutIfNeeded()
    #expect(abs(textView.intrinsicContentSize.height - 97.333) < 0.001)
  }

  @Test func typingRunsTheDelegateInUIKitsOrder() {
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let delegate = Delegate()
    textView.delegate = delegate
    var notes: [String] = []
    let observer = NotificationCenter.default.addObserver(
      forName: UITextView.textDidChangeNotification, object: textView, queue: nil
    ) { _ in MainActor.assumeIsolated { notes.append("note") } }
    defer { NotificationCenter.default.removeObserver(observer) }
    textView.insertText("x")
    #expect(delegate.log.isEmpty)
    #expect(textView.becomeFirstResponder())
    textView.insertText("Hi")
    textView.deleteBackward()
    #expect(
      delegate.log == [
        "shouldBegin", "didBegin", "shouldChange 0,0 Hi", "selection 2", "didChange Hi",
        "shouldChange 1,1 ", "selection 1", "didChange H",
      ])
    #expect(notes == ["note", "note"])
    delegate.refuses = true
    textView.insertText("!")
    #expect(textView.text == "H")
    delegate.log.removeAll()
    #expect(textView.resignFirstResponder())
    #expect(delegate.log == ["shouldEnd", "didEnd"])
    #expect(!textView.isFirstResponder)
  }

  @Test func aTapStartsEditingAnEditableTextView() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    root.addSubview(textView)
    textView.isEditable = false
    textView.simulateTap()
    #expect(!textView.isFirstResponder)
    textView.isEditable = true
    #expect(textView.simulateTap() === textView)
    #expect(textView.isFirstResponder)
    textView.resignFirstResponder()
  }

  @Test func theFontFollowsTheTextSizeWhenAdjusting() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let textView = UITextView()
    root.addSubview(textView)
    textView.font = .preferredFont(forTextStyle: .body)
    textView.adjustsFontForContentSizeCategory = true
    #expect(textView.font?.pointSize == 17)
    root.traitOverrides.preferredContentSizeCategory = .extraExtraExtraLarge
    #expect(textView.font?.pointSize == 23)
  }

  @Test func attributedTextSetsTheStyles() {
    let textView = UITextView()
    textView.attributedText = NSAttributedString(
      string: "Bold",
      attributes: [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.red])
    #expect(textView.text == "Bold")
    #expect(textView.font == UIFont.boldSystemFont(ofSize: 20))
    #expect(textView.textColor == UIColor.red)
    textView.text = "Plain"
    #expect(textView.attributedText.string == "Plain")
    #expect(textView.accessibilityValue == "Plain")
  }
}
