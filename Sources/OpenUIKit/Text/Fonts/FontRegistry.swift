import Foundation

/// The fonts `UIFont(name:size:)` knows: the families iOS ships (``IOSFontFamilies``) and
/// the fonts an app registered with ``CTFontManagerRegisterFontsForURL(_:_:_:)``.
/// Safe to use from any thread.
enum FontRegistry {
  /// The built-in faces by PostScript name.
  static let builtIn: [String: FontFace] = {
    var faces: [String: FontFace] = [:]
    for (family, names) in IOSFontFamilies.all {
      for name in names { faces[name] = FontFace(postScriptName: name, familyName: family) }
    }
    return faces
  }()

  /// Registered faces, in registration order.
  static let registered = LockedValue<[FontFace]>([])

  /// The face with this PostScript name (registered fonts first), or nil.
  static func face(named name: String) -> FontFace? {
    if let face = registered.withLock({ $0.first { $0.postScriptName == name } }) { return face }
    return builtIn[name]
  }

  /// The faces of a family, built-in ones in iOS's order, then registered ones.
  static func faces(inFamily family: String) -> [FontFace] {
    var faces: [FontFace] = []
    if let entry = IOSFontFamilies.all.first(where: { $0.family == family }) {
      faces = entry.faces.compactMap { builtIn[$0] }
    }
    faces += registered.withLock { $0.filter { $0.familyName == family } }
    return faces
  }

  /// Every family name, sorted.
  static var familyNames: [String] {
    let names = Set(IOSFontFamilies.all.map(\.family))
      .union(registered.withLock { $0.map(\.familyName) })
    return names.sorted()
  }

  /// Adds a face; false when a face of that PostScript name is already registered or built
  /// in (CoreText's `kCTFontManagerErrorAlreadyRegistered`).
  static func register(_ face: FontFace) -> Bool {
    if builtIn[face.postScriptName] != nil { return false }
    return registered.withLock { faces in
      if faces.contains(where: { $0.postScriptName == face.postScriptName }) { return false }
      faces.append(face)
      return true
    }
  }

  /// Removes a registered face; false when it was not registered.
  static func unregister(postScriptName: String) -> Bool {
    registered.withLock { faces in
      guard let i = faces.firstIndex(where: { $0.postScriptName == postScriptName }) else {
        return false
      }
      faces.remove(at: i)
      return true
    }
  }

  /// The face of `family` closest to a weight and slant: the slant must match when the
  /// family has a face of that slant, then the nearest weight wins (ties: the lighter).
  static func bestFace(inFamily family: String, weight: UIFont.Weight, italic: Bool)
    -> FontFace?
  {
    let faces = faces(inFamily: family)
    let sameSlant = faces.filter { $0.isItalic == italic }
    let pool = sameSlant.isEmpty ? faces : sameSlant
    var best: FontFace?
    var bestDistance = CGFloat.infinity
    for face in pool where !face.isCondensed || family.contains("Condensed") {
      let d = abs(face.weight.rawValue - weight.rawValue)
      if d < bestDistance - 1e-9
        || (abs(d - bestDistance) < 1e-9 && best.map { face.weight < $0.weight } == true)
      {
        best = face
        bestDistance = d
      }
    }
    return best ?? pool.first
  }
}
