import Foundation

/// Reads what the registry needs from a TrueType / OpenType file (or the first font of a
/// collection): the `name` table's PostScript name (ID 6) and family (ID 16, else ID 1),
/// and the `OS/2` weight class and italic bit (else `head`'s macStyle). Pure Swift, bounds
/// checked: a damaged file is an error, never a crash.
enum OpenTypeNameReader {
  /// What was read.
  struct Info: Equatable {
    var postScriptName: String
    var familyName: String
    var weightClass: Int
    var isItalic: Bool
  }

  /// Why a file cannot be read.
  struct Failure: Error, Equatable {
    let reason: String
  }

  static func read(_ data: Data) throws(Failure) -> Info {
    let bytes = [UInt8](data)
    func u16(_ o: Int) throws(Failure) -> Int {
      guard o >= 0, o + 2 <= bytes.count else { throw Failure(reason: "truncated at byte \(o)") }
      return Int(bytes[o]) << 8 | Int(bytes[o + 1])
    }
    func u32(_ o: Int) throws(Failure) -> Int {
      try u16(o) << 16 | u16(o + 2)
    }
    var base = 0
    let tag = try u32(0)
    if tag == 0x7474_6366 {  // 'ttcf': the first font of the collection
      base = try u32(12)
    }
    let version = try u32(base)
    guard version == 0x0001_0000 || version == 0x4F54_544F || version == 0x7472_7565 else {
      throw Failure(reason: "not a TrueType or OpenType font (no sfnt version)")
    }
    let tableCount = try u16(base + 4)
    var tables: [Int: (offset: Int, length: Int)] = [:]
    for i in 0..<tableCount {
      let record = base + 12 + 16 * i
      let offset = try u32(record + 8)
      let length = try u32(record + 12)
      guard offset + length <= bytes.count else {
        throw Failure(reason: "a table lies outside the file")
      }
      tables[try u32(record)] = (offset, length)
    }
    guard let name = tables[0x6E61_6D65] else {
      throw Failure(reason: "the font has no name table")
    }
    let count = try u16(name.offset + 2)
    let storage = name.offset + (try u16(name.offset + 4))
    var best: [Int: (rank: Int, text: String)] = [:]
    for i in 0..<count {
      let r = name.offset + 6 + 12 * i
      let platform = try u16(r)
      let encoding = try u16(r + 2)
      let language = try u16(r + 4)
      let nameID = try u16(r + 6)
      let length = try u16(r + 8)
      let start = storage + (try u16(r + 10))
      guard [1, 6, 16].contains(nameID), start + length <= bytes.count else { continue }
      let raw = bytes[start..<start + length]
      let text: String?
      let rank: Int
      if platform == 3 || platform == 0 {
        var units: [UInt16] = []
        var k = raw.startIndex
        while k + 1 < raw.endIndex {
          units.append(UInt16(raw[k]) << 8 | UInt16(raw[k + 1]))
          k += 2
        }
        text = String(decoding: units, as: UTF16.self)
        rank = platform == 3 && language == 0x409 ? 0 : 1
      } else if platform == 1 && encoding == 0 {
        text = String(bytes: raw, encoding: .macOSRoman)
        rank = language == 0 ? 2 : 3
      } else {
        continue
      }
      guard let text, !text.isEmpty else { continue }
      if best[nameID].map({ rank < $0.rank }) ?? true { best[nameID] = (rank, text) }
    }
    guard let postScript = best[6]?.text else {
      throw Failure(reason: "the name table has no PostScript name (name ID 6)")
    }
    guard let family = best[16]?.text ?? best[1]?.text else {
      throw Failure(reason: "the name table has no family name (name ID 1 or 16)")
    }
    var weightClass = 400
    var italic = false
    if let os2 = tables[0x4F53_2F32], os2.length >= 64 {
      weightClass = try u16(os2.offset + 4)
      italic = (try u16(os2.offset + 62)) & 1 != 0
    } else if let head = tables[0x6865_6164], head.length >= 46 {
      let macStyle = try u16(head.offset + 44)
      weightClass = macStyle & 1 != 0 ? 700 : 400
      italic = macStyle & 2 != 0
    }
    return Info(
      postScriptName: postScript, familyName: family, weightClass: weightClass, isItalic: italic)
  }
}
