import Foundation
import Testing

@testable import OpenUIKit

/// UISearchBar, UIRefreshControl and the compact UIDatePicker.
@MainActor
@Suite struct SearchRefreshAndDatePickerTests {
  @MainActor final class SearchDelegate: UISearchBarDelegate {
    var log: [String] = []
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
      log.append("shouldBegin")
      return true
    }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("didBegin") }
    func searchBar(
      _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool {
      log.append("shouldChange \(text)")
      return true
    }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
      log.append("changed \(searchText)")
    }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log.append("search") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.append("cancel") }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { log.append("didEnd") }
  }

  @Test func aSearchBarIsFiftySixHighWithItsFieldInset() {
    let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 390, height: 56))
    #expect(bar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 56))
    #expect(bar.sizeThatFits(CGSize(width: 320, height: 0)) == CGSize(width: 320, height: 56))
    bar.layoutIfNeeded()
    #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 374, height: 36))
    #expect(bar.searchTextField.placeholder == "Search")
    #expect(bar.placeholder == nil)
    #expect(bar.searchTextField.accessibilityTraits == .searchField)
    bar.placeholder = "Find"
    #expect(bar.searchTextField.placeholder == "Find")
    bar.showsCancelButton = true
    bar.layoutIfNeeded()
    let cancel = bar.cancelButton.frame
    #expect(cancel.maxX == 382)
    #expect(bar.searchTextField.frame.maxX == cancel.minX - 8)
    #expect(bar.backgroundColor == UIColor.systemBackground)
    bar.searchBarStyle = .minimal
    #expect(bar.backgroundColor == nil)
    #expect(bar.contentHuggingPriority(for: .vertical) == .defaultHigh)
  }

  @Test func typingInTheFieldReachesTheSearchBarsDelegate() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
    let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 390, height: 56))
    root.addSubview(bar)
    let delegate = SearchDelegate()
    bar.delegate = delegate
    bar.text = "set in code"
    #expect(delegate.log.isEmpty)
    bar.text = ""
    bar.showsCancelButton = true
    bar.layoutIfNeeded()
    bar.searchTextField.simulateTap()
    bar.searchTextField.insertText("a")
    bar.searchTextField.insertText("b")
    bar.searchTextField.insertText("\n")
    bar.cancelButton.simulateTap()
    bar.searchTextField.resignFirstResponder()
    #expect(
      delegate.log == [
        "shouldBegin", "didBegin", "shouldChange a", "changed a", "shouldChange b",
        "changed ab", "search", "cancel", "didEnd",
      ])
    #expect(bar.text == "ab")
  }

  func scrollWithRefreshControl() -> (UIScrollView, UIRefreshControl, Box) {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 800))
    scroll.contentSize = CGSize(width: 300, height: 400)
    let refresh = UIRefreshControl()
    scroll.refreshControl = refresh
    let box = Box()
    refresh.addAction(UIAction { _ in box.count += 1 }, for: .valueChanged)
    return (scroll, refresh, box)
  }

  final class Box { var count = 0 }

  @Test func aRefreshControlSitsAboveTheContent() {
    let (scroll, refresh, _) = scrollWithRefreshControl()
    #expect(refresh.superview === scroll)
    #expect(scroll.alwaysBounceVertical)
    #expect(refresh.frame == CGRect(x: 0, y: -60, width: 300, height: 60))
    scroll.frame = CGRect(x: 0, y: 0, width: 320, height: 800)
    scroll.layoutIfNeeded()
    #expect(refresh.frame == CGRect(x: 0, y: -60, width: 320, height: 60))
    scroll.refreshControl = nil
    #expect(refresh.superview == nil)
  }

  @Test func aLongPullStartsRefreshingOnceAndKeepsTheSpinnerShown() {
    let (scroll, refresh, box) = scrollWithRefreshControl()
    // 200 pt of finger show 96.7 pt through the rubber band: past the 60 pt threshold.
    scroll.simulatePan(from: CGPoint(x: 150, y: 100), to: CGPoint(x: 150, y: 300), duration: 0.3)
    #expect(box.count == 1)
    #expect(refresh.isRefreshing)
    #expect(!refresh.spinner.isHidden)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: -60))
    refresh.endRefreshing()
    #expect(!refresh.isRefreshing)
    #expect(scroll.contentOffset == .zero)
    #expect(refresh.spinner.isHidden)
  }

  @Test func aShortPullDoesNotRefresh() {
    let (scroll, refresh, box) = scrollWithRefreshControl()
    // 50 pt of finger show 26.6 pt.
    scroll.simulatePan(from: CGPoint(x: 150, y: 100), to: CGPoint(x: 150, y: 150), duration: 0.3)
    #expect(box.count == 0)
    #expect(!refresh.isRefreshing)
    #expect(scroll.contentOffset == .zero)
    refresh.beginRefreshing()
    #expect(refresh.isRefreshing)
    #expect(box.count == 0)
  }

  @Test func aCompactDatePickerFormatsInUTCWithThePOSIXLocale() {
    let picker = UIDatePicker()
    #expect(picker.datePickerStyle == .compact)
    #expect(picker.datePickerMode == .dateAndTime)
    #expect(picker.date == Date(timeIntervalSinceReferenceDate: 0))
    picker.date = Date(timeIntervalSince1970: 1_764_668_460)  // 2025-12-02 09:41 UTC
    #expect(picker.formattedDate == "Dec 2, 2025")
    #expect(picker.formattedTime == "9:41 AM")
    let dateWidth = picker.platterWidth(for: "Dec 2, 2025")
    let timeWidth = picker.platterWidth(for: "9:41 AM")
    #expect(dateWidth + 6 + timeWidth == 199)
    #expect(picker.intrinsicContentSize == CGSize(width: 199, height: 34))
    picker.frame = CGRect(x: 0, y: 0, width: 300, height: 50)
    picker.layoutIfNeeded()
    #expect(picker.datePlatter.frame == CGRect(x: 101, y: 8, width: dateWidth, height: 34))
    #expect(picker.timePlatter.frame.maxX == 300)
    #expect(picker.datePlatter.text == "Dec 2, 2025")
    picker.timeZone = TimeZone(identifier: "America/New_York")
    #expect(picker.formattedTime == "4:41 AM")
    picker.datePickerMode = .date
    #expect(picker.intrinsicContentSize == CGSize(width: dateWidth, height: 34))
    #expect(picker.timePlatter.isHidden)
    picker.datePickerMode = .time
    #expect(picker.intrinsicContentSize.width == timeWidth)
  }

  @Test func theDateStaysWithinItsBounds() {
    let picker = UIDatePicker()
    let start = Date(timeIntervalSince1970: 1_700_000_000)
    picker.minimumDate = start
    #expect(picker.date == start)
    picker.maximumDate = start.addingTimeInterval(3600)
    picker.date = start.addingTimeInterval(7200)
    #expect(picker.date == start.addingTimeInterval(3600))
    var events = 0
    picker.addAction(UIAction { _ in events += 1 }, for: .valueChanged)
    picker.setDate(start, animated: true)
    #expect(events == 0)
    #expect(picker.contentHuggingPriority(for: .horizontal) == .defaultHigh)
  }
}
