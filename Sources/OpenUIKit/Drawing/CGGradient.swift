import Foundation

/// A colour ramp for ``CGContext/drawLinearGradient(_:start:end:options:)`` and
/// ``CGContext/drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)``,
/// as Core Graphics' `CGGradient`.
public final class CGGradient: Sendable {
  /// The colour stops in order of location.
  public let stops: [DisplayList.GradientStop]

  /// A gradient through `colors` (``CGColor`` values) at `locations` (0...1; evenly spread
  /// from 0 to 1 when nil). Nil when a colour is not a ``CGColor`` or there are none, where
  /// Core Graphics returns nil too; locations missing for some colours are spread evenly.
  public init?(
    colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?
  ) {
    var resolved: [DisplayList.Color] = []
    for item in colors {
      guard let color = item as? UIColor else { return nil }
      resolved.append(DisplayList.Color(color))
    }
    guard !resolved.isEmpty else { return nil }
    var stops: [DisplayList.GradientStop] = []
    for (i, color) in resolved.enumerated() {
      let location: CGFloat
      if let locations {
        location = locations[i]
      } else {
        location = resolved.count == 1 ? 0 : CGFloat(i) / CGFloat(resolved.count - 1)
      }
      stops.append(DisplayList.GradientStop(location: location, color: color))
    }
    self.stops = stops
  }

  /// A gradient from colour components (four per colour: red, green, blue, alpha) at
  /// `locations`, `count` stops.
  public init?(
    colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
    locations: UnsafePointer<CGFloat>?, count: Int
  ) {
    guard count > 0 else { return nil }
    var stops: [DisplayList.GradientStop] = []
    for i in 0..<count {
      let color = DisplayList.Color(
        red: components[4 * i], green: components[4 * i + 1], blue: components[4 * i + 2],
        alpha: components[4 * i + 3])
      let location = locations?[i] ?? (count == 1 ? 0 : CGFloat(i) / CGFloat(count - 1))
      stops.append(DisplayList.GradientStop(location: location, color: color))
    }
    self.stops = stops
  }
}

/// Whether a gradient paints past its ends (Core Graphics' raw values).
public struct CGGradientDrawingOptions: OptionSet, Sendable, Hashable {
  /// The raw bits.
  public let rawValue: UInt32
  /// Creates options from raw bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// The first colour also fills before the start.
  public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
  /// The last colour also fills after the end.
  public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}
