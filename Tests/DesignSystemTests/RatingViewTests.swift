import DesignSystem
import Foundation
import OpenUIKit
import Testing

/// C5: RatingView's five 30 pt stars in a fillEqually stack; tapping sets the rating.
@MainActor
@Suite struct RatingViewTests {
  func stars(_ rating: RatingView) -> [UIButton] {
    part(rating, 0).subviews.compactMap { $0 as? UIButton }
  }

  @Test func fiveThirtyPointStars() {
    let rating = RatingView()
    let root = host(rating, width: nil)
    // 5 × 30 + 4 × 4 = 166.
    expectFrame(rating, in: root, 16, 100, 166, 30)
    expectFrame(part(rating, 0), in: rating, 0, 0, 166, 30)
    #expect(stars(rating).count == 5)
    for (index, star) in stars(rating).enumerated() {
      expectFrame(star, in: rating, CGFloat(index) * 34, 0, 30, 30)
      #expect(star.tag == index + 1)
    }
    #expect((part(rating, 0) as? UIStackView)?.distribution == .fillEqually)
    #expect(rating.currentRating == 0)
  }

  @Test func tapSetsTheRating() {
    let rating = RatingView()
    _ = host(rating, width: nil)
    var reported: [Int] = []
    rating.didChangeRating = { reported.append($0) }
    stars(rating)[3].simulateTap()
    #expect(rating.currentRating == 4)
    #expect(stars(rating).map(\.isSelected) == [true, true, true, true, false])
    stars(rating)[0].simulateTap()
    #expect(rating.currentRating == 1)
    #expect(stars(rating).map(\.isSelected) == [true, false, false, false, false])
    #expect(reported == [4, 1])
  }

  @Test func setRatingSelectsWithoutCallback() {
    let rating = RatingView()
    var reported: [Int] = []
    rating.didChangeRating = { reported.append($0) }
    rating.setRating(5)
    #expect(stars(rating).map(\.isSelected) == [true, true, true, true, true])
    rating.setRating(0)
    #expect(stars(rating).map(\.isSelected) == [false, false, false, false, false])
    #expect(reported.isEmpty)
  }
}
