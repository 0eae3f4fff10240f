import Foundation

/// A URL as CoreText takes it; on Linux `URL` itself, so `url as CFURL` compiles unchanged.
public typealias CFURL = URL

/// An error as CoreText returns it; on Linux `NSError`, so `Unmanaged<CFError>` and
/// `error.takeRetainedValue()` work unchanged.
public typealias CFError = NSError

/// The scope of a font registration, with CoreText's raw values. OpenUIKit registers every
/// font for the process, whatever the scope.
public struct CTFontManagerScope: RawRepresentable, Hashable, Sendable {
  /// The raw value.
  public let rawValue: UInt32
  /// Creates a scope from its raw value.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Not registered.
  public static let none = CTFontManagerScope(rawValue: 0)
  /// Registered for the current process (what apps use).
  public static let process = CTFontManagerScope(rawValue: 1)
  /// Registered for the user, persistently.
  public static let persistent = CTFontManagerScope(rawValue: 2)
  /// Registered for the login session (macOS).
  public static let session = CTFontManagerScope(rawValue: 3)
  /// The same as ``persistent``.
  public static let user = CTFontManagerScope(rawValue: 2)
}

/// CoreText's font-manager error domain.
public let kCTFontManagerErrorDomain = "com.apple.CoreText.CTFontManagerErrorDomain"
/// The file does not exist (CoreText's code 101).
public let kCTFontManagerErrorFileNotFound = 101
/// The file is not a font OpenUIKit can read (CoreText's code 104, invalid font data).
public let kCTFontManagerErrorInvalidFontData = 104
/// A font of that PostScript name is already registered (CoreText's code 105).
public let kCTFontManagerErrorAlreadyRegistered = 105
/// The font was not registered (CoreText's code 201).
public let kCTFontManagerErrorNotRegistered = 201

/// Registers the font in a TrueType or OpenType file so that `UIFont(name:size:)` finds it
/// by its PostScript name, as apps do at launch for custom fonts:
///
/// ```swift
/// let url = Bundle.module.url(forResource: "Montserrat-Bold", withExtension: "ttf")!
/// var error: Unmanaged<CFError>?
/// CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error)
/// let title = UIFont(name: "Montserrat-Bold", size: 14)!
/// ```
///
/// OpenUIKit reads the file's `name` table (PostScript and family names) and its OS/2 weight
/// class, and measures the font with the system font's metrics of the nearest weight.
/// Returns false and sets `error` (CoreText's domain and codes) for a missing or damaged
/// file or a name already registered; never crashes.
@discardableResult
public func CTFontManagerRegisterFontsForURL(
  _ fontURL: CFURL, _ scope: CTFontManagerScope,
  _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
  func fail(_ code: Int, _ text: String) -> Bool {
    let e = NSError(
      domain: kCTFontManagerErrorDomain, code: code,
      userInfo: [NSLocalizedDescriptionKey: text, NSURLErrorKey: fontURL])
    error?.pointee = Unmanaged.passRetained(e)
    return false
  }
  guard let data = try? Data(contentsOf: fontURL) else {
    return fail(kCTFontManagerErrorFileNotFound, "The file \(fontURL.path) does not exist.")
  }
  let info: OpenTypeNameReader.Info
  do {
    info = try OpenTypeNameReader.read(data)
  } catch {
    return fail(
      kCTFontManagerErrorInvalidFontData,
      "The file \(fontURL.lastPathComponent) is not a valid font: \(error.reason).")
  }
  let face = FontFace(
    postScriptName: info.postScriptName, familyName: info.familyName,
    weight: FontFace.weight(ofWeightClass: info.weightClass), isItalic: info.isItalic)
  guard FontRegistry.register(face) else {
    return fail(
      kCTFontManagerErrorAlreadyRegistered,
      "A font named \(info.postScriptName) is already registered.")
  }
  return true
}

/// Unregisters the font of a file registered with ``CTFontManagerRegisterFontsForURL(_:_:_:)``;
/// false and an error when it was not registered or cannot be read.
@discardableResult
public func CTFontManagerUnregisterFontsForURL(
  _ fontURL: CFURL, _ scope: CTFontManagerScope,
  _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
  guard let data = try? Data(contentsOf: fontURL),
    let info = try? OpenTypeNameReader.read(data),
    FontRegistry.unregister(postScriptName: info.postScriptName)
  else {
    let e = NSError(
      domain: kCTFontManagerErrorDomain, code: kCTFontManagerErrorNotRegistered,
      userInfo: [NSLocalizedDescriptionKey: "The font at \(fontURL.path) is not registered."])
    error?.pointee = Unmanaged.passRetained(e)
    return false
  }
  return true
}
