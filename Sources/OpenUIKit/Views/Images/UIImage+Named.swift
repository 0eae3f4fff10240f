import Foundation

/// Images from a bundle's files and asset catalogs.
extension UIImage {
  /// The image `name` from `Bundle.resourceSearchBundles` (`Bundle.main` first),
  /// or nil, as UIKit. See ``init(named:in:compatibleWith:)``.
  public convenience init?(named name: String) {
    self.init(named: name, in: nil, compatibleWith: nil)
  }

  /// The image `name` from `bundle` (nil: the search bundles), at the trait collection's
  /// display scale (unspecified: the main screen's).
  ///
  /// An asset catalog's `<name>.imageset` comes first (its `Contents.json` entries with a
  /// `scale` of `1x`, `2x` or `3x`, idiom `universal` or `iphone`), then loose PNG files
  /// `<name>@3x.png`, `<name>@2x.png`, `<name>.png` at the bundle's top level (or at the path
  /// the name gives, `"Icons/logo"`), as on iOS. The file of the
  /// wanted scale is taken, else the next larger one, else the next smaller one. The image's
  /// size is the PNG's pixel size ÷ the file's scale. A missing image is nil; a damaged PNG
  /// or `Contents.json` is nil plus a ``ResourceDiagnostic``. Files are read once and
  /// cached; each call returns a new image object (a Swift initializer cannot return a
  /// cached one, as UIKit's `+imageNamed:` does), so compare such images by size or
  /// ``fileURL``, not identity.
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
  ) {
    let scale = traitCollection.flatMap { $0.displayScale > 0 ? $0.displayScale : nil }
    guard let image = UIImage.namedImage(name, in: bundle, scale: scale) else { return nil }
    self.init(storage: image.storage)
  }

  /// The image `name` from `bundle` with a configuration (a symbol configuration does not
  /// apply to bitmaps; its trait collection's scale does).
  public convenience init?(
    named name: String, in bundle: Bundle?, with configuration: UIImageConfiguration?
  ) {
    self.init(named: name, in: bundle, compatibleWith: configuration?.traitCollection)
  }

  /// The screen scale images are chosen for: the main screen's, on any thread.
  static var preferredScale: CGFloat { UIScreen.mainScale }

  static let namedCache = LockedValue<[String: UIImage]>([:])

  static func namedImage(_ name: String, in bundle: Bundle?, scale: CGFloat?) -> UIImage? {
    let wanted = scale ?? preferredScale
    for candidate in Bundle.searchBundles(bundle) {
      let key = candidate.bundleURL.path + "\u{0}" + name + "\u{0}" + "\(wanted)"
      if let cached = namedCache.withLock({ $0[key] }) { return cached }
      switch lookUp(name, in: BundleResourceIndex.index(of: candidate), scale: wanted) {
      case .notFound: continue
      case .failed: return nil
      case .found(let image):
        namedCache.withLock { $0[key] = image }
        return image
      }
    }
    return nil
  }

  enum LookUp {
    case notFound
    case failed
    case found(UIImage)
  }

  static func lookUp(_ name: String, in index: BundleResourceIndex, scale: CGFloat) -> LookUp {
    var files: [(url: URL, scale: CGFloat)] = []
    if let set = index.imageSets[name] {
      switch ImageSetReader.entries(of: set) {
      case .success(let entries): files = entries
      case .failure(let error):
        ResourceDiagnostics.report(
          .corruptImageSet(
            name: name, path: set.appendingPathComponent("Contents.json").path,
            reason: error.reason))
        return .failed
      }
    }
    if files.isEmpty {
      let base = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
      for (suffix, fileScale) in [("@3x", 3), ("@2x", 2), ("", 1)] as [(String, CGFloat)] {
        let file = base + suffix + ".png"
        if let url = index.files[file] ?? index.file(atRelativePath: file) {
          files.append((url, fileScale))
        }
      }
    }
    guard let chosen = choose(files, scale: scale) else { return .notFound }
    guard let data = try? Data(contentsOf: chosen.url) else { return .notFound }
    do {
      let header = try PNGHeader.read(data)
      return .found(
        UIImage(
          storage: Storage(
            size: CGSize(
              width: CGFloat(header.width) / chosen.scale,
              height: CGFloat(header.height) / chosen.scale),
            scale: chosen.scale, resourceName: name, fileURL: chosen.url, data: NSData(data: data)))
      )
    } catch {
      ResourceDiagnostics.report(
        .corruptImage(name: name, path: chosen.url.path, reason: error.reason))
      return .failed
    }
  }

  /// The file of the wanted scale, else the smallest larger one, else the largest smaller.
  static func choose(_ files: [(url: URL, scale: CGFloat)], scale: CGFloat)
    -> (url: URL, scale: CGFloat)?
  {
    if let exact = files.first(where: { $0.scale == scale }) { return exact }
    let larger = files.filter { $0.scale > scale }.min { $0.scale < $1.scale }
    return larger ?? files.filter { $0.scale < scale }.max { $0.scale < $1.scale }
  }
}

/// Reads an `.imageset`'s `Contents.json` as Xcode writes it:
/// `{"images":[{"filename":"logo.png","idiom":"universal","scale":"1x"}, {"idiom":"universal",
/// "scale":"2x"}, …], "info":{"author":"xcode","version":1}}`. Entries without a file name
/// are empty wells; an entry without a scale (a single-scale image) is 1x.
enum ImageSetReader {
  struct Failure: Error {
    let reason: String
  }

  static func entries(of folder: URL) -> Result<[(url: URL, scale: CGFloat)], Failure> {
    guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")) else {
      return .failure(Failure(reason: "Contents.json is missing"))
    }
    guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let images = json["images"] as? [[String: Any]]
    else {
      return .failure(Failure(reason: "Contents.json is not valid JSON with an \"images\" array"))
    }
    var result: [(url: URL, scale: CGFloat)] = []
    for entry in images {
      let idiom = entry["idiom"] as? String ?? "universal"
      guard idiom == "universal" || idiom == "iphone", entry["appearances"] == nil,
        let file = entry["filename"] as? String
      else { continue }
      var scale: CGFloat = 1
      if let text = entry["scale"] as? String {
        guard text.hasSuffix("x"), let v = Double(text.dropLast()), v > 0 else {
          return .failure(Failure(reason: "the scale \"\(text)\" is not 1x, 2x or 3x"))
        }
        scale = CGFloat(v)
      }
      let url = folder.appendingPathComponent(file)
      if FileManager.default.fileExists(atPath: url.path) { result.append((url, scale)) }
    }
    return .success(result)
  }
}
