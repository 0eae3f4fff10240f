import Foundation

/// Replaces the object addresses in log lines (`0x7f3a5c00a2b0`: UIKit's texts name views and
/// constraints by address) with stable stand-ins numbered in order of first appearance
/// (`0x1`, `0x2`, …), so that a sample's log, and with it `report.json`, is the same on every
/// run. The same address always gets the same stand-in within a sample.
struct ShowcaseAddressNames {
  private var names: [Substring: String] = [:]

  /// The line with every `0x` followed by at least six hexadecimal digits renamed.
  mutating func normalize(_ line: String) -> String {
    var out = ""
    var rest = line[...]
    while let range = rest.range(of: "0x") {
      out += rest[..<range.lowerBound]
      let digits = rest[range.upperBound...].prefix { $0.isHexDigit }
      if digits.count >= 6 {
        let address = rest[range.lowerBound..<digits.endIndex]
        out += name(for: address)
        rest = rest[digits.endIndex...]
      } else {
        out += "0x"
        rest = rest[range.upperBound...]
      }
    }
    out += rest
    return out
  }

  private mutating func name(for address: Substring) -> String {
    if let known = names[address] { return known }
    let name = "0x" + String(names.count + 1, radix: 16)
    names[address] = name
    return name
  }
}
