/// The deterministic texts of one feed item (the LayoutFrameworkBenchmark's `FeedItemData`,
/// written out so that every run and the Yoga peer see the same strings). ASCII only.
public struct FeedItem: Sendable, Equatable {
  /// The top bar's action text.
  public var actionText: String
  /// The poster's name.
  public var posterName: String
  /// The poster's headline (at most 3 lines).
  public var posterHeadline: String
  /// When it was posted.
  public var posterTime: String
  /// The poster's comment (any number of lines).
  public var posterComment: String
  /// The shared content's title.
  public var contentTitle: String
  /// The shared content's domain.
  public var contentDomain: String
  /// The comment of the actor at the bottom (any number of lines).
  public var actorComment: String

  /// Item `i` of the feed: the texts vary in length with `i` so cells wrap differently.
  public init(index i: Int) {
    let longer = " with some longer stuff"
    actionText = "action text \(i)"
    posterName = "poster name \(i)"
    posterHeadline =
      "poster headline \(i)" + String(repeating: longer, count: 1 + i % 5)
    posterTime = "\(1 + i % 59) mins ago"
    posterComment = "poster comment \(i)" + String(repeating: longer, count: i % 7)
    contentTitle = "content title \(i)"
    contentDomain = "content-domain-\(i % 97).com"
    actorComment = "actor comment \(i)" + String(repeating: longer, count: (i * 3) % 4)
  }
}
