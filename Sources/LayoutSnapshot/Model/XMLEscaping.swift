/// Text escaped for XML and HTML content and attributes: `&`, `<`, `>` and `"` become
/// `&amp;`, `&lt;`, `&gt;` and `&quot;`; every other character is kept.
///
/// The SVG renderings and the timeline players escape identifiers, text and titles with it, and
/// it suits any page written around them:
///
/// ```swift
/// let caption = "<figcaption>\(xmlEscaped(step.name))</figcaption>"
/// ```
public func xmlEscaped(_ text: String) -> String {
  var out = ""
  out.reserveCapacity(text.count)
  for ch in text {
    switch ch {
    case "&": out += "&amp;"
    case "<": out += "&lt;"
    case ">": out += "&gt;"
    case "\"": out += "&quot;"
    default: out.append(ch)
    }
  }
  return out
}
