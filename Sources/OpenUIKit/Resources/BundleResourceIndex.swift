import Foundation

/// What a bundle holds for `UIImage(named:)` and `UIColor(named:)`: the files at its root by
/// name and the sets of its root asset catalogs by (namespaced) name, found once per bundle.
///
/// As on iOS, only the bundle's top level is searched: a folder (a "folder reference") is
/// not, unless the name includes its path (`"Icons/logo"`), and a nested bundle never is.
/// On iOS, Xcode compiles asset catalogs into `Assets.car`; on Linux a SwiftPM resource is the
/// `.xcassets` folder itself (`.copy("Assets.xcassets")` puts it at the bundle's root), so
/// OpenUIKit reads the folders as Xcode writes them. Entries are read in sorted order, so the
/// answer never depends on the file system's order.
struct BundleResourceIndex: Sendable {
  /// The bundle's resource folder.
  var root: URL
  /// Files at the root by file name (`logo@2x.png`).
  var files: [String: URL] = [:]
  /// Colour sets by name (`Brand`, or `Palette/Brand` inside a namespace folder).
  var colorSets: [String: URL] = [:]
  /// Image sets by name.
  var imageSets: [String: URL] = [:]

  /// The index of the bundle, built at first use and kept.
  static func index(of bundle: Bundle) -> BundleResourceIndex {
    let root = (bundle.resourceURL ?? bundle.bundleURL).standardizedFileURL
    if let cached = cache.withLock({ $0[root.path] }) { return cached }
    var index = BundleResourceIndex(root: root)
    for url in BundleResourceIndex.contents(of: root) {
      if url.pathExtension == "xcassets" {
        index.scanCatalog(url, namespace: "")
      } else if !BundleResourceIndex.isDirectory(url) {
        index.files[url.lastPathComponent] = url
      }
    }
    cache.withLock { $0[root.path] = index }
    return index
  }

  static let cache = LockedValue<[String: BundleResourceIndex]>([:])

  /// The file at `relativePath` below the root (a name with a folder in it), if it exists.
  func file(atRelativePath relativePath: String) -> URL? {
    guard relativePath.contains("/"), !relativePath.split(separator: "/").contains("..") else {
      return nil
    }
    let url = root.appendingPathComponent(relativePath)
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
  }

  private mutating func scanCatalog(_ folder: URL, namespace: String) {
    for url in BundleResourceIndex.contents(of: folder) where BundleResourceIndex.isDirectory(url) {
      let base = url.deletingPathExtension().lastPathComponent
      switch url.pathExtension {
      case "colorset":
        if colorSets[namespace + base] == nil { colorSets[namespace + base] = url }
      case "imageset":
        if imageSets[namespace + base] == nil { imageSets[namespace + base] = url }
      case "":
        let inner = BundleResourceIndex.providesNamespace(url) ? namespace + base + "/" : namespace
        scanCatalog(url, namespace: inner)
      default:
        break
      }
    }
  }

  /// Whether a group folder's `Contents.json` says `"provides-namespace" : true`.
  static func providesNamespace(_ folder: URL) -> Bool {
    guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")),
      let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let properties = json["properties"] as? [String: Any]
    else { return false }
    return (properties["provides-namespace"] as? Bool) == true
  }

  static func contents(of folder: URL) -> [URL] {
    let items =
      (try? FileManager.default.contentsOfDirectory(
        at: folder, includingPropertiesForKeys: [.isDirectoryKey])) ?? []
    return items.sorted { $0.lastPathComponent < $1.lastPathComponent }
  }

  static func isDirectory(_ url: URL) -> Bool {
    var isDir: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir) && isDir.boolValue
  }
}
