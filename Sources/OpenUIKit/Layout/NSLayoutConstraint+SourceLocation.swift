/// Source locations of constraints made by a DSL (SnapKit's chains): `File.swift#12`.
extension NSLayoutConstraint {
  /// Sets `sourceLocation` to `position`'s, `File.swift#line` (the last path component of its
  /// file, `#` and the line), formatted when read. A SnapKit chain makes the position once for
  /// all its platform constraints.
  package func setSourcePosition(_ position: SourcePosition) {
    sourceLocationText = nil
    sourcePosition = position
  }

  /// Gives this constraint the source location of `other`.
  package func copySourceLocation(from other: NSLayoutConstraint) {
    sourceLocationText = other.sourceLocationText
    sourcePosition = other.sourcePosition
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

/// A DSL's `#file` and `#line` in one word: the file as its number in ``SourceFiles`` (0 for
/// none) and the line. Every constraint carries one; a text and a line would take four words.
package struct SourcePosition: Equatable, Sendable {
  /// The file's number in ``SourceFiles``, from 1; 0 when there is no position.
  let file: UInt32
  /// The line (lines past `UInt32.max` are kept as `UInt32.max`).
  package let line: UInt32

  /// No position.
  package static let absent = SourcePosition(fileNumber: 0, line: 0)

  private init(fileNumber: UInt32, line: UInt32) {
    self.file = fileNumber
    self.line = line
  }

  /// The position of `line` in `file` (a `#file` string).
  @MainActor package init(file: String, line: UInt) {
    self.init(fileNumber: SourceFiles.number(of: file), line: UInt32(clamping: line))
  }

  /// The `#file` string of the position (empty for ``absent``).
  @MainActor package var fileName: String { SourceFiles.name(file) }

  /// `File.swift#12`, or nil for ``absent``.
  @MainActor var text: String? {
    guard file != 0 else { return nil }
    return NSLayoutConstraint.sourceLocationText(file: SourceFiles.name(file), line: UInt(line))
  }
}

/// The `#file` strings constraints were made in, numbered from 1 in the order first seen
/// (a process makes constraints in a few hundred files at most).
@MainActor enum SourceFiles {
  private static var names: [String] = [""]
  private static var numbers: [String: UInt32] = [:]
  /// The last file looked up: a DSL makes its constraints a chain after another in one file.
  private static var last: (name: String, number: UInt32) = ("", 0)

  /// The number of `file`, given on first sight.
  static func number(of file: String) -> UInt32 {
    if file == last.name && last.number != 0 { return last.number }
    let number: UInt32
    if let known = numbers[file] {
      number = known
    } else if names.count < Int(UInt32.max) {
      number = UInt32(names.count)
      names.append(file)
      numbers[file] = number
    } else {
      return 0
    }
    last = (file, number)
    return number
  }

  /// The file numbered `number`.
  static func name(_ number: UInt32) -> String { names[Int(number)] }
}
