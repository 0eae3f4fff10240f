import Foundation

/// The header of a PNG file: what OpenUIKit needs to size an image without decoding it.
/// The 8-byte signature, then the IHDR chunk (13 bytes: width, height, bit depth, colour
/// type…) with a valid CRC, as the PNG specification (ISO/IEC 15948, §5.2–5.3, §11.2.2)
/// requires of every PNG file.
struct PNGHeader: Equatable, Sendable {
  /// Width in pixels.
  let width: Int
  /// Height in pixels.
  let height: Int

  /// Why bytes are not a PNG.
  struct Failure: Error, Equatable {
    let reason: String
  }

  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Whether the bytes start with the PNG signature.
  static func hasSignature(_ data: Data) -> Bool {
    data.count >= 8 && Array(data.prefix(8)) == signature
  }

  /// Reads the header of `data`.
  static func read(_ data: Data) throws(Failure) -> PNGHeader {
    let bytes = [UInt8](data.prefix(33))
    guard bytes.count >= 8, Array(bytes[0..<8]) == signature else {
      throw Failure(reason: "the file does not start with the PNG signature")
    }
    guard bytes.count >= 33 else { throw Failure(reason: "the file ends inside the IHDR chunk") }
    func u32(_ o: Int) -> UInt32 {
      UInt32(bytes[o]) << 24 | UInt32(bytes[o + 1]) << 16 | UInt32(bytes[o + 2]) << 8
        | UInt32(bytes[o + 3])
    }
    guard u32(8) == 13, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
      throw Failure(reason: "the first chunk is not a 13-byte IHDR")
    }
    guard crc32(bytes[12..<29]) == u32(29) else {
      throw Failure(reason: "the IHDR chunk's CRC does not match")
    }
    let width = Int(u32(16))
    let height = Int(u32(20))
    guard width > 0, height > 0, width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF else {
      throw Failure(reason: "the image is \(width) × \(height) pixels")
    }
    return PNGHeader(width: width, height: height)
  }

  /// The CRC-32 of PNG chunks (polynomial 0xEDB88320, reflected).
  static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return crc ^ 0xFFFF_FFFF
  }
}
