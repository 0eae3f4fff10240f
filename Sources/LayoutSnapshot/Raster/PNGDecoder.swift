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
    guard idat.count > 6, let raw = Deflate.decompress(Array(idat[2...])) else { return nil }
    let rowBytes = width * channels
    let stride = rowBytes + 1
    guard raw.count == stride * height else { return nil }
    var pixels = [UInt8](repeating: 0, count: rowBytes * height)
    for y in 0..<height {
      let filter = raw[y * stride]
      for x in 0..<rowBytes {
        let value = Int(raw[y * stride + 1 + x])
        let left = x >= channels ? Int(pixels[y * rowBytes + x - channels]) : 0
        let up = y > 0 ? Int(pixels[(y - 1) * rowBytes + x]) : 0
        let upLeft = x >= channels && y > 0 ? Int(pixels[(y - 1) * rowBytes + x - channels]) : 0
        let predictor: Int
        switch filter {
        case 0: predictor = 0
        case 1: predictor = left
        case 2: predictor = up
        case 3: predictor = (left + up) / 2
        case 4:
          let p = left + up - upLeft
          let pa = abs(p - left)
          let pb = abs(p - up)
          let pc = abs(p - upLeft)
          predictor = pa <= pb && pa <= pc ? left : (pb <= pc ? up : upLeft)
        default: return nil
        }
        pixels[y * rowBytes + x] = UInt8((value + predictor) & 0xFF)
      }
    }
    var rgba: [UInt8]
    if channels == 4 {
      rgba = pixels
    } else {
      rgba = []
      rgba.reserveCapacity(width * height * 4)
      for k in 0..<(width * height) {
        rgba += [pixels[k * 3], pixels[k * 3 + 1], pixels[k * 3 + 2], 255]
      }
    }
    return (width, height, rgba)
  }
}
