import Foundation

/// Converts attributes between `AttributedString` and `NSAttributedString` for the keys of
/// UIKit's scope and Foundation's `link` (Foundation on Linux has no conversion: it cannot
/// see UIKit's scope). Other attributes are left out.
struct AttributeConverter: Sendable {
  /// The attribute's name.
  let key: NSAttributedString.Key
  /// Whether the attribute belongs to Foundation's scope (otherwise to UIKit's).
  let isFoundation: Bool
  /// The value of the attribute in a run of an `AttributedString`, as UIKit stores it in an
  /// `NSAttributedString`.
  let read: @Sendable (AttributedString.Runs.Run) -> Any?
  /// Stores an `NSAttributedString` value; false when it has the wrong type.
  let write: @Sendable (Any, inout AttributeContainer) -> Bool

  static func plain<K: AttributedStringKey>(_ k: K.Type, foundation: Bool = false)
    -> AttributeConverter where K.Value: Sendable
  {
    AttributeConverter(
      key: NSAttributedString.Key(K.name), isFoundation: foundation,
      read: { run in run[K.self] },
      write: { value, container in
        guard let v = value as? K.Value else { return false }
        container[K.self] = v
        return true
      })
  }

  static func number<K: AttributedStringKey>(_ k: K.Type) -> AttributeConverter
  where K.Value == CGFloat {
    AttributeConverter(
      key: NSAttributedString.Key(K.name), isFoundation: false,
      read: { run in run[K.self] },
      write: { value, container in
        guard let v = TextAttributes.number(value) else { return false }
        container[K.self] = v
        return true
      })
  }

  /// Line styles are `Int`s in an `NSAttributedString`, as in UIKit.
  static func lineStyle<K: AttributedStringKey>(_ k: K.Type) -> AttributeConverter
  where K.Value == NSUnderlineStyle {
    AttributeConverter(
      key: NSAttributedString.Key(K.name), isFoundation: false,
      read: { run in run[K.self]?.rawValue },
      write: { value, container in
        switch value {
        case let s as NSUnderlineStyle: container[K.self] = s
        case let i as Int: container[K.self] = NSUnderlineStyle(rawValue: i)
        case let n as NSNumber: container[K.self] = NSUnderlineStyle(rawValue: n.intValue)
        default: return false
        }
        return true
      })
  }

  typealias UIKit = AttributeScopes.UIKitAttributes

  /// Every converted attribute, in a fixed order.
  static let all: [AttributeConverter] = [
    .plain(UIKit.FontAttribute.self), .plain(UIKit.ParagraphStyleAttribute.self),
    .plain(UIKit.ForegroundColorAttribute.self), .plain(UIKit.BackgroundColorAttribute.self),
    .plain(UIKit.LigatureAttribute.self), .number(UIKit.KernAttribute.self),
    .number(UIKit.TrackingAttribute.self), .lineStyle(UIKit.StrikethroughStyleAttribute.self),
    .lineStyle(UIKit.UnderlineStyleAttribute.self), .number(UIKit.BaselineOffsetAttribute.self),
    .plain(UIKit.UnderlineColorAttribute.self), .plain(UIKit.StrikethroughColorAttribute.self),
    .plain(AttributeScopes.FoundationAttributes.LinkAttribute.self, foundation: true),
  ]

  /// The converters of a scope: all for UIKit's, Foundation's for any other.
  static func converters<S: AttributeScope>(for scope: S.Type) -> [AttributeConverter] {
    scope == AttributeScopes.UIKitAttributes.self ? all : all.filter(\.isFoundation)
  }
}

extension NSAttributedString {
  /// An `NSAttributedString` with the characters of `attrStr` and its UIKit and Foundation
  /// attributes under their `NSAttributedString.Key` names (line styles as `Int`s).
  public convenience init(_ attrStr: AttributedString) {
    let result = NSMutableAttributedString(string: "")
    for run in attrStr.runs {
      let text = String(attrStr.characters[run.range])
      var attributes: [NSAttributedString.Key: Any] = [:]
      for converter in AttributeConverter.all {
        if let value = converter.read(run) { attributes[converter.key] = value }
      }
      result.append(NSAttributedString(string: text, attributes: attributes))
    }
    self.init(attributedString: result)
  }
}

extension AttributedString {
  /// An `AttributedString` with the characters of `nsStr` and the attributes of `scope`
  /// (UIKit's scope includes Foundation's). Throws when an attribute of the scope has a
  /// value of the wrong type, as Foundation does; attributes of other scopes are left out.
  public init<S: AttributeScope>(
    _ nsStr: NSAttributedString, including scope: KeyPath<AttributeScopes, S.Type>
  ) throws {
    try self.init(nsStr, including: S.self)
  }

  /// An `AttributedString` with the characters of `nsStr` and the attributes of `scope`.
  public init<S: AttributeScope>(_ nsStr: NSAttributedString, including scope: S.Type) throws {
    let converters = AttributeConverter.converters(for: scope)
    var result = AttributedString()
    var failure: CocoaError?
    let string = nsStr.string as NSString
    nsStr.enumerateAttributes(
      in: NSRange(location: 0, length: nsStr.length), options: []
    ) { attributes, range, stop in
      var container = AttributeContainer()
      for converter in converters {
        guard let value = attributes[converter.key] else { continue }
        if !converter.write(value, &container) {
          failure = CocoaError(.coderInvalidValue)
          stop.pointee = true
          return
        }
      }
      result.append(AttributedString(string.substring(with: range), attributes: container))
    }
    if let failure { throw failure }
    self = result
  }
}
