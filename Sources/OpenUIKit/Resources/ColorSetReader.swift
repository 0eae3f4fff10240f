import Foundation

/// Reads a `.colorset` folder's `Contents.json` as Xcode writes it:
///
/// ```json
/// { "colors" : [ { "color" : { "color-space" : "srgb",
///       "components" : { "alpha" : "1.000", "blue" : "0.000", "green" : "0.400", "red" : "1.000" } },
///     "idiom" : "universal" },
///   { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "color" : { … },
///     "idiom" : "universal" } ],
///   "info" : { "author" : "xcode", "version" : 1 } }
/// ```
///
/// Components are floats with a point (`"0.400"`), 8-bit integers (`"102"`) or hex bytes
/// (`"0x66"`), as Xcode's colour panel writes them in its three input modes; JSON numbers
/// are read as floats. Colour spaces: `srgb`, `extended-srgb`, `extended-linear-srgb`,
/// `display-p3`, `gray-gamma-22` and `extended-gray` (a missing one is sRGB, as Xcode).
/// Entries for the `universal` or `iphone` idiom are read; the one without a luminosity
/// appearance (or `light`) is the colour, a `dark` one its dark variant. High-contrast
/// entries are ignored.
enum ColorSetReader {
  /// The colour, or the reason it cannot be read.
  static func read(_ data: Data) -> Result<UIColor, ColorSetError> {
    guard let json = try? JSONSerialization.jsonObject(with: data) else {
      return .failure(ColorSetError("Contents.json is not valid JSON"))
    }
    guard let root = json as? [String: Any], let colors = root["colors"] as? [[String: Any]]
    else { return .failure(ColorSetError("Contents.json has no \"colors\" array")) }
    var light: UIColor?
    var dark: UIColor?
    for entry in colors {
      let idiom = entry["idiom"] as? String ?? "universal"
      guard idiom == "universal" || idiom == "iphone" else { continue }
      var luminosity = "any"
      var other = false
      for appearance in entry["appearances"] as? [[String: Any]] ?? [] {
        if appearance["appearance"] as? String == "luminosity" {
          luminosity = appearance["value"] as? String ?? "any"
        } else {
          other = true
        }
      }
      if other { continue }
      guard let colorJSON = entry["color"] as? [String: Any] else {
        return .failure(ColorSetError("an entry has no \"color\""))
      }
      let color: UIColor
      switch parseColor(colorJSON) {
      case .success(let c): color = c
      case .failure(let e): return .failure(e)
      }
      switch luminosity {
      case "dark": if dark == nil { dark = color }
      case "light": if light == nil { light = color }
      default: light = color
      }
    }
    guard let light else {
      return .failure(ColorSetError("no entry for the universal idiom and any appearance"))
    }
    guard let dark else { return .success(light) }
    return .success(
      UIColor(r: light.r, g: light.g, b: light.b, a: light.a, space: light.space, dark: dark))
  }

  static func parseColor(_ json: [String: Any]) -> Result<UIColor, ColorSetError> {
    let space = json["color-space"] as? String ?? "srgb"
    guard let components = json["components"] as? [String: Any] else {
      return .failure(ColorSetError("a color has no \"components\""))
    }
    func component(_ key: String) -> CGFloat? {
      guard let raw = components[key] else { return nil }
      return value(raw)
    }
    guard let alpha = component("alpha") ?? (components["alpha"] == nil ? 1 : nil) else {
      return .failure(ColorSetError("the component \"alpha\" is not a number"))
    }
    switch space {
    case "gray-gamma-22", "extended-gray":
      guard let white = component("white") else {
        return .failure(ColorSetError("a \(space) color has no valid \"white\" component"))
      }
      // Gamma 2.2 grey to sRGB: linear light w^2.2, encoded with the sRGB curve.
      let w = space == "gray-gamma-22" ? encodeSRGB(pow(Double(white), 2.2)) : Double(white)
      return .success(
        UIColor(r: CGFloat(w), g: CGFloat(w), b: CGFloat(w), a: alpha, space: .extendedGray))
    case "srgb", "extended-srgb", "extended-linear-srgb", "display-p3":
      guard let red = component("red"), let green = component("green"),
        let blue = component("blue")
      else {
        return .failure(
          ColorSetError("a \(space) color lacks a valid red, green or blue component"))
      }
      if space == "display-p3" {
        return .success(UIColor(displayP3Red: red, green: green, blue: blue, alpha: alpha))
      }
      if space == "extended-linear-srgb" {
        let e = { (v: CGFloat) in CGFloat(encodeSRGB(Double(v))) }
        return .success(UIColor(red: e(red), green: e(green), blue: e(blue), alpha: alpha))
      }
      return .success(UIColor(red: red, green: green, blue: blue, alpha: alpha))
    default:
      return .failure(ColorSetError("the color space \"\(space)\" is not one Xcode writes"))
    }
  }

  /// `"0.400"` → 0.4, `"102"` → 102/255, `"0x66"` → 102/255; a JSON number as it is.
  static func value(_ raw: Any) -> CGFloat? {
    if let number = raw as? NSNumber, !(raw is String) { return CGFloat(number.doubleValue) }
    guard let text = (raw as? String)?.trimmingCharacters(in: .whitespaces), !text.isEmpty
    else { return nil }
    if text.lowercased().hasPrefix("0x") {
      guard let byte = Int(text.dropFirst(2), radix: 16), (0...255).contains(byte) else {
        return nil
      }
      return CGFloat(byte) / 255
    }
    if text.contains(".") {
      guard let v = Double(text), v.isFinite else { return nil }
      return CGFloat(v)
    }
    guard let byte = Int(text), (0...255).contains(byte) else { return nil }
    return CGFloat(byte) / 255
  }

  static func encodeSRGB(_ v: Double) -> Double {
    let x = abs(v)
    let y = x <= 0.0031308 ? x * 12.92 : 1.055 * pow(x, 1 / 2.4) - 0.055
    return v < 0 ? -y : y
  }
}

/// Why a colour set cannot be read.
struct ColorSetError: Error, Equatable {
  let reason: String
  init(_ reason: String) { self.reason = reason }
}
