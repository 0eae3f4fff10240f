import Foundation

/// Reads 8-bit RGB and RGBA PNGs without interlacing (what ``PNGEncoder`` and browsers'
/// screenshots write), for comparing pictures.
public enum PNGDecoder {
  /// Width, height and unpremultiplied RGBA bytes (opaque for RGB files), or nil for any other
  /// kind of PNG.
  public static func decode(_ bytes: [UInt8]) -> (width: Int, height: Int, rgba: [UInt8])? {
    guard bytes.count > 8, Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    else { return nil }
    var offset = 8
    var width = 0
    var height = 0
    var idat: [UInt8] = []
    var channels = 4
    func u32(_ at: Int) -> Int {
      var value = 0
      for k in 0..<4 { value = value << 8 | Int(bytes[at + k]) }
      return value
    }
    while offset + 8 <= bytes.count {
      let length = u32(offset)
      let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
      let start = offset + 8
      guard start + length + 4 <= bytes.count else { return nil }
      if type == "IHDR" {
        width = u32(start)
        height = u32(start + 4)
        guard bytes[start + 8] == 8, bytes[start + 9] == 6 || bytes[start + 9] == 2,
          bytes[start + 12] == 0
        else { return nil }
        channels = bytes[start + 9] == 6 ? 4 : 3
      } else if type == "IDAT" {
        idat += bytes[start..<start + length]
      }
      offset = start + length + 4
    }
    // zlib: a 2-byte header, then deflate.
    let rowBytes = width * channels
    let stride = rowBytes + 1
    let (size, overflow) = stride.multipliedReportingOverflow(by: height)
    // Deflate expands at most about 1032 times.
    guard !overflow, idat.count > 6, size <= idat.count * 1_032,
      let raw = Deflate.decompress(Array(idat[2...]), expectedSize: size)
    else { return nil }
    guard raw.count == size else { return nil }
    var pixels = [UInt8](repeating: 0, count: rowBytes * height)
    let unfiltered = pixels.withUnsafeMutableBufferPointer { out in
      raw.withUnsafeBufferPointer { input in
        for y in 0..<height {
          guard
            unfilter(
              input, row: y, rowBytes: rowBytes, channels: channels, into: out)
          else { return false }
        }
        return true
      }
    }
    guard unfiltered else { return nil }
    var rgba: [UInt8]
    if channels == 4 {
      rgba = pixels
    } else {
      rgba = [UInt8](repeating: 255, count: width * height * 4)
      for k in 0..<(width * height) {
        rgba[k * 4] = pixels[k * 3]
        rgba[k * 4 + 1] = pixels[k * 3 + 1]
        rgba[k * 4 + 2] = pixels[k * 3 + 2]
      }
    }
    return (width, height, rgba)
  }

  /// Undoes row `y`'s filter (its first byte in `input`) into `out`; false for an unknown
  /// filter.
  static func unfilter(
    _ input: UnsafeBufferPointer<UInt8>, row y: Int, rowBytes: Int, channels: Int,
    into out: UnsafeMutableBufferPointer<UInt8>
  ) -> Bool {
    let src = y * (rowBytes + 1) + 1
    let dst = y * rowBytes
    let up = dst - rowBytes
    switch input[src - 1] {
    case 0:
      if let to = out.baseAddress, let from = input.baseAddress {
        (to + dst).update(from: from + src, count: rowBytes)
      }
    case 1:
      for x in 0..<rowBytes {
        let left = x >= channels ? out[dst + x - channels] : 0
        out[dst + x] = input[src + x] &+ left
      }
    case 2:
      for x in 0..<rowBytes { out[dst + x] = input[src + x] &+ (y > 0 ? out[up + x] : 0) }
    case 3:
      for x in 0..<rowBytes {
        let left = x >= channels ? Int(out[dst + x - channels]) : 0
        let above = y > 0 ? Int(out[up + x]) : 0
        out[dst + x] = input[src + x] &+ UInt8((left + above) / 2)
      }
    case 4:
      for x in 0..<rowBytes {
        let left = x >= channels ? Int(out[dst + x - channels]) : 0
        let above = y > 0 ? Int(out[up + x]) : 0
        let upLeft = x >= channels && y > 0 ? Int(out[up + x - channels]) : 0
        let p = left + above - upLeft
        let pa = abs(p - left)
        let pb = abs(p - above)
        let pc = abs(p - upLeft)
        let predictor = pa <= pb && pa <= pc ? left : (pb <= pc ? above : upLeft)
        out[dst + x] = input[src + x] &+ UInt8(predictor)
      }
    default:
      return false
    }
    return true
  }
}
