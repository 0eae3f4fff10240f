import Foundation

/// A tab in a tab bar: a title, an image (and a selected image) and a badge. Each view
/// controller has one (``UIViewController/tabBarItem``).
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
  /// The system's stock tab items (UIKit's raw values): an English title and an SF Symbol.
  public enum SystemItem: Int, Sendable {
    /// "More".
    case more = 0
    /// "Favorites".
    case favorites = 1
    /// "Featured".
    case featured = 2
    /// "Top Rated".
    case topRated = 3
    /// "Recents".
    case recents = 4
    /// "Contacts".
    case contacts = 5
    /// "History".
    case history = 6
    /// "Bookmarks".
    case bookmarks = 7
    /// "Search".
    case search = 8
    /// "Downloads".
    case downloads = 9
    /// "Most Recent".
    case mostRecent = 10
    /// "Most Viewed".
    case mostViewed = 11

    var title: String {
      switch self {
      case .more: return "More"
      case .favorites: return "Favorites"
      case .featured: return "Featured"
      case .topRated: return "Top Rated"
      case .recents: return "Recents"
      case .contacts: return "Contacts"
      case .history: return "History"
      case .bookmarks: return "Bookmarks"
      case .search: return "Search"
      case .downloads: return "Downloads"
      case .mostRecent: return "Most Recent"
      case .mostViewed: return "Most Viewed"
      }
    }

    var symbolName: String {
      switch self {
      case .more: return "ellipsis"
      case .favorites, .featured, .topRated: return "star.fill"
      case .recents, .history, .mostRecent: return "clock.fill"
      case .contacts: return "person.crop.circle.fill"
      case .bookmarks: return "book.fill"
      case .search: return "magnifyingglass"
      case .downloads: return "arrow.down.circle.fill"
      case .mostViewed: return "list.number"
      }
    }
  }

  /// The image shown while the tab is selected (``UIBarItem/image`` when nil).
  open var selectedImage: UIImage? {
    didSet { itemDidChange() }
  }
  /// The badge's text (no badge when nil; an empty string shows a dot-sized badge).
  open var badgeValue: String? {
    didSet { itemDidChange() }
  }
  /// The badge's colour (`systemRed` when nil).
  open var badgeColor: UIColor? {
    didSet { itemDidChange() }
  }
  /// Offset of the title from its place.
  open var titlePositionAdjustment = UIOffset.zero {
    didSet { itemDidChange() }
  }

  /// Creates an item without title or image.
  public override init() {
    super.init()
  }

  /// Creates an item from an archive: nothing is decoded (OpenUIKit has no nibs).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates an item with a title, an image and a tag.
  public convenience init(title: String?, image: UIImage?, tag: Int) {
    self.init()
    self.title = title
    self.image = image
    self.tag = tag
  }

  /// Creates an item with a title, an image and a selected image.
  public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.init()
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
  }

  /// Creates a system item with a tag.
  public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    self.init()
    title = systemItem.title
    image = UIImage(systemName: systemItem.symbolName)
    self.tag = tag
  }
}
