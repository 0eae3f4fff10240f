import Foundation
import OpenUIKit

/// The command line of `showcase`.
struct ShowcaseOptions {
  /// The output folder (`--out`).
  var output = "showcase-output"
  /// The screen (`--device`).
  var device = "iphone15pro"
  /// The sample ids to run (`--only A5,C10`); empty for all.
  var only: [String] = []
  /// Right-to-left layout (`--rtl`).
  var rightToLeft = false
  /// Landscape orientation (`--landscape`).
  var landscape = false
  /// The text size (`--content-size extraLarge`); nil for the device's Large.
  var contentSize: UIContentSizeCategory?
  /// The dark appearance (`--dark`).
  var dark = false
  /// The PNGs' scale (`--scale 2`): pixels per point, 1 to 4.
  var scale: CGFloat = 1
  /// Audit the samples instead of playing them (`--audit`).
  var audit = false

  static let usage = """
    usage: swift run showcase [--out DIR] [--device NAME] [--only A5,C10] [--rtl]
                              [--landscape] [--content-size CATEGORY] [--dark] [--scale N]
           swift run showcase --audit [--out DIR] [--only A5,C10]

    Runs every tutorial sample's script on a virtual clock at the screen's refresh rate and
    writes DIR/index.html (the gallery), DIR/<id>/ (SVG and PNG of each step, the animation
    player) and DIR/report.json. DIR defaults to ./showcase-output.

    --device       iphone15pro (default), iphone15, iphone15promax, iphonese, ipad, ipad10,
                   ipadpro11, ipadpro13
    --landscape    start the window in landscape (landscape right)
    --content-size the Dynamic Type size, by UIKit's Swift name (extraSmall … large …
                   accessibilityExtraExtraExtraLarge) or raw value (UICTContentSizeCategoryXL)
    --dark         the dark appearance
    --scale        pixels per point of the PNGs, 1 (default) to 4
    --audit        audit every sample's screen in the 42 standard configurations (LayoutAudit)
                   and write DIR/audit.html (a contact sheet per sample, findings outlined)
                   and DIR/audit.json instead
    """

  /// Parses the arguments (without the program name); returns an error message for bad ones.
  static func parse(_ arguments: [String]) -> Result<ShowcaseOptions, ShowcaseOptionError> {
    var options = ShowcaseOptions()
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--out", "--device", "--only", "--content-size", "--scale":
        guard let value = rest.popFirst() else {
          return .failure(ShowcaseOptionError(message: "\(argument) needs a value"))
        }
        if argument == "--out" { options.output = value }
        if argument == "--device" { options.device = value }
        if argument == "--content-size" {
          guard let category = UIContentSizeCategory(name: value) else {
            return .failure(
              ShowcaseOptionError(
                message: "unknown content size category \(value); valid: "
                  + UIContentSizeCategory.specifiedNames.joined(separator: ", ")))
          }
          options.contentSize = category
        }
        if argument == "--scale" {
          guard let scale = Double(value), scale >= 1, scale <= 4, scale == scale.rounded() else {
            return .failure(
              ShowcaseOptionError(message: "--scale takes a whole number from 1 to 4, not \(value)")
            )
          }
          options.scale = CGFloat(scale)
        }
        if argument == "--only" {
          options.only = value.split(separator: ",").map { String($0) }
        }
      case "--rtl": options.rightToLeft = true
      case "--landscape": options.landscape = true
      case "--dark": options.dark = true
      case "--audit": options.audit = true
      case "-h", "--help": return .failure(ShowcaseOptionError(message: ""))
      default: return .failure(ShowcaseOptionError(message: "unknown argument \(argument)"))
      }
    }
    return .success(options)
  }

  /// The screen named by `--device`.
  @MainActor
  func screen() -> UIScreen? {
    UIScreen.presets.first { $0.name == device.lowercased() }
  }
}

/// A command-line error.
struct ShowcaseOptionError: Error {
  /// The message (empty for `--help`).
  var message: String
}
