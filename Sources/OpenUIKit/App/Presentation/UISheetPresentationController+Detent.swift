import Foundation

/// What a custom detent's resolver is told (iOS 16).
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: AnyObject {
  /// The traits of the sheet's container view.
  var containerTraitCollection: UITraitCollection { get }
  /// The largest value a detent can have: the large detent's.
  var maximumDetentValue: CGFloat { get }
}

/// The context a sheet resolves its detents in.
@MainActor
final class SheetDetentResolutionContext: UISheetPresentationControllerDetentResolutionContext {
  let containerTraitCollection: UITraitCollection
  let maximumDetentValue: CGFloat

  init(traits: UITraitCollection, maximum: CGFloat) {
    containerTraitCollection = traits
    maximumDetentValue = maximum
  }
}

extension UISheetPresentationController {
  /// A height a sheet rests at. A detent's value is a height within the sheet's safe area:
  /// the sheet is that much taller than its bottom safe-area inset.
  @preconcurrency @MainActor
  public class Detent: NSObject {
    /// A detent's name.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
      /// The name.
      public let rawValue: String
      /// Creates an identifier from its name.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// Creates an identifier from its name.
      public init(_ rawValue: String) { self.rawValue = rawValue }
      /// The system's medium detent (`com.apple.UIKit.medium`).
      public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
      /// The system's large detent (`com.apple.UIKit.large`).
      public static let large = Identifier(rawValue: "com.apple.UIKit.large")
    }

    /// The detent's identifier.
    public let identifier: Identifier
    /// How the detent's value is computed (nil: inactive).
    let resolver: @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

    init(
      identifier: Identifier,
      resolver:
        @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext)
        -> CGFloat?
    ) {
      self.identifier = identifier
      self.resolver = resolver
      super.init()
    }

    /// The full height: ``UISheetPresentationControllerDetentResolutionContext/maximumDetentValue``.
    public static func large() -> Detent {
      Detent(identifier: .large) { $0.maximumDetentValue }
    }

    /// About half the screen's height, inactive in compact height. OpenUIKit's value (Apple
    /// gives none): half the maximum value, rounded down to a whole point.
    public static func medium() -> Detent {
      Detent(identifier: .medium) { context in
        if context.containerTraitCollection.verticalSizeClass == .compact { return nil }
        return (context.maximumDetentValue / 2).rounded(.down)
      }
    }

    /// A detent whose value `resolver` computes (nil: inactive); values above the maximum
    /// are taken as the maximum, negative ones as 0. Without an identifier, one is made up.
    public static func custom(
      identifier: Identifier? = nil,
      resolver:
        @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext)
        -> CGFloat?
    ) -> Detent {
      customCount += 1
      return Detent(
        identifier: identifier ?? Identifier(rawValue: "com.openuikit.custom.\(customCount)"),
        resolver: resolver)
    }

    /// The number of custom detents made without an identifier (deterministic names).
    static var customCount = 0

    /// The detent's value in `context`, or nil when it is inactive there.
    public func resolvedValue(
      in context: any UISheetPresentationControllerDetentResolutionContext
    ) -> CGFloat? {
      guard let value = resolver(context), value.isFinite else { return nil }
      return min(max(value, 0), context.maximumDetentValue)
    }
  }
}
