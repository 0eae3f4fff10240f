import Foundation

/// One font of a family, as the registry knows it: its PostScript name (what
/// `UIFont(name:size:)` takes), family, weight and slant. OpenUIKit measures every face with
/// the system font's metrics at the nearest of the nine weights (it ships no other font
/// data); this is a documented approximation, exact for layout that does not depend on
/// the typeface's own advances.
struct FontFace: Sendable, Equatable {
  /// The PostScript name, e.g. `HelveticaNeue-Bold`.
  let postScriptName: String
  /// The family name, e.g. `Helvetica Neue`.
  let familyName: String
  /// The weight, from the name's style words or the font file's OS/2 weight class.
  let weight: UIFont.Weight
  /// Whether the face is italic or oblique.
  let isItalic: Bool

  /// A face whose weight and slant are read from the style part of its PostScript name
  /// (`Avenir-HeavyOblique` → heavy, italic).
  init(postScriptName: String, familyName: String) {
    self.postScriptName = postScriptName
    self.familyName = familyName
    let style: Substring =
      postScriptName.firstIndex(of: "-").map { postScriptName[postScriptName.index(after: $0)...] }
      ?? Substring(postScriptName)
    self.weight = FontFace.weight(ofStyle: style)
    self.isItalic =
      style.contains("Italic") || style.contains("Oblique") || style.hasSuffix("It")
      || style.hasSuffix("Ita")
  }

  init(postScriptName: String, familyName: String, weight: UIFont.Weight, isItalic: Bool) {
    self.postScriptName = postScriptName
    self.familyName = familyName
    self.weight = weight
    self.isItalic = isItalic
  }

  /// Whether the family is monospaced (its symbolic traits include `traitMonoSpace`).
  var isMonospaced: Bool {
    ["Menlo", "Courier", "Courier New"].contains(familyName)
  }

  /// Whether the face is condensed.
  var isCondensed: Bool { postScriptName.contains("Condensed") }

  /// The weight that the style words of a name stand for, checked longest first
  /// ("UltraLight" before "Light", "SemiBold" before "Bold"); none is regular.
  static func weight(ofStyle style: Substring) -> UIFont.Weight {
    let table: [(String, UIFont.Weight)] = [
      ("UltraLight", .ultraLight), ("Ultralight", .ultraLight), ("ExtraLight", .ultraLight),
      ("ExtraBlack", .black), ("Black", .black), ("ExtraBold", .heavy), ("UltraBold", .heavy),
      ("Heavy", .heavy), ("SemiBold", .semibold), ("Semibold", .semibold),
      ("DemiBold", .semibold), ("Bold", .bold), ("Medium", .medium), ("Thin", .thin),
      ("Light", .light), ("W7", .bold), ("W6", .semibold),
    ]
    for (word, weight) in table where style.contains(word) { return weight }
    return .regular
  }

  /// The UIKit weight of an OpenType OS/2 weight class (100 … 900), nearest named weight.
  static func weight(ofWeightClass weightClass: Int) -> UIFont.Weight {
    let named = UIFont.Weight.named
    let index = min(max((weightClass + 50) / 100 - 1, 0), named.count - 1)
    return named[index]
  }
}
