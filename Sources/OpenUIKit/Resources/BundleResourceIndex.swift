import Foundation

/// What a bundle holds for `UIImage(named:)` and `UIColor(named:)`: its loose files by name
/// and the sets of its asset catalogs by (namespaced) name, found once per bundle.
///
/// On iOS, Xcode compiles asset catalogs into `Assets.car`; on Linux a SwiftPM resource is
/// the `.xcassets` folder itself (copied with `.copy(…)`), so OpenUIKit reads the folders
/// as Xcode writes them. Files are walked in sorted order, so the first of two files with
/// one name is always the same one.
struct BundleResourceIndex: Sendable {
  /// Loose files by file name (`logo@2x.png`), shallowest and then first in sorted order.
  var files: [String: URL] = [:]
  /// Colour sets by name (`Brand`, or `Palette/Brand` inside a namespace folder).
  var colorSets: [String: URL] = [:]
  /// Image sets by name.
  var imageSets: [String: URL] = [:]

  /// How deep inside the bundle files are looked for (SwiftPM copies a folder as a whole).
  static let maximumDepth = 6

  /// The index of the bundle, built at first use and kept.
  static func index(of bundle: Bundle) -> BundleResourceIndex {
    let root = (bundle.resourceURL ?? bundle.bundleURL).standardizedFileURL
    if let cached = cache.withLock({ $0[root.path] }) { return cached }
    var index = BundleResourceIndex()
    index.scan(root, depth: 0)
    cache.withLock { $0[root.path] = index }
    return index
  }

  static let cache = LockedValue<[String: BundleResourceIndex]>([:])

  /// Forgets every index (an OpenUIKit testing aid, after files changed on disk).
  static func reset() { cache.withLock { $0.removeAll() } }

  private mutating func scan(_ folder: URL, depth: Int) {
    guard depth <= BundleResourceIndex.maximumDepth else { return }
    var subfolders: [URL] = []
    for url in BundleResourceIndex.contents(of: folder) {
      let name = url.lastPathComponent
      if url.pathExtension == "xcassets" {
        scanCatalog(url, namespace: "")
      } else if BundleResourceIndex.isDirectory(url) {
        subfolders.append(url)
      } else if files[name] == nil {
        files[name] = url
      }
    }
    for sub in subfolders { scan(sub, depth: depth + 1) }
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
