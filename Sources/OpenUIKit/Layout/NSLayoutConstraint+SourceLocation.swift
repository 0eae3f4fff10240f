/// Source locations of constraints made by a DSL (SnapKit's chains): `File.swift#12`.
extension NSLayoutConstraint {
  /// Sets `sourceLocation` to `File.swift#line`, the last path component of `file`, `#` and
  /// the line; formatted when read.
  package func setSourceLocation(file: String, line: UInt) {
    sourceLocationStorage = .position(file: file, line: line)
  }

  /// `File.swift#12`: the last path component of `file`, `#` and the line.
  package static func sourceLocationText(file: String, line: UInt) -> String {
    "\(lastPathComponent(file))#\(line)"
  }

  /// The part of a `#file` string after its last `/` (all of it without one).
  package static func lastPathComponent(_ file: String) -> String {
    guard let slash = file.utf8.lastIndex(of: UInt8(ascii: "/")) else { return file }
    return String(file[file.index(after: slash)...])
  }
}
