import Foundation

/// Numbers as the renderings print them: at most three decimals, no trailing zeros, no `-0`
/// (so outputs are stable across platforms).
func svgNumber(_ value: CGFloat) -> String {
  let rounded = (Double(value) * 1000).rounded() / 1000
  if rounded == 0 { return "0" }
  if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
  var text = String(format: "%.3f", rounded)
  while text.hasSuffix("0") { text.removeLast() }
  if text.hasSuffix(".") { text.removeLast() }
  return text
}
