import Foundation
import Testing

@testable import OpenUIKit

/// UIColor(named:) over the test target's asset catalog.
@Suite struct ColorAssetTests {
  init() { Bundle.addResourceSearchBundle(.module) }

  @Test func floatComponentsAndTheDarkVariant() throws {
    let tangerine = try #require(UIColor(named: "Tangerine", in: .module, compatibleWith: nil))
    #expect(tangerine.description == "UIExtendedSRGBColorSpace 1 0.4 0 1")
    #expect(tangerine.darkVariant?.description == "UIExtendedSRGBColorSpace 0.2 0.6 1 1")
    #expect(UIColor(named: "Tangerine") == tangerine)
  }

  @Test func integerAndHexComponents() {
    #expect(UIColor(named: "Bytes")?.description == "UIExtendedSRGBColorSpace 1 0.501961 0 0.5")
    #expect(UIColor(named: "Hex")?.description == "UIExtendedSRGBColorSpace 1 0.501961 0 1")
  }

  @Test func displayP3AndGreyColourSpaces() throws {
    let wide = try #require(UIColor(named: "WideRed"))
    #expect(wide.description == "UIDisplayP3ColorSpace 1 0 0 1")
    #expect(abs(wide.extendedSRGBComponents.red - 1.093066) < 1e-6)
    #expect(UIColor(named: "Ink")?.description == "UIExtendedGrayColorSpace 0.503867 1")
  }

  @Test func namespaceFoldersPrefixTheName() {
    #expect(UIColor(named: "Palette/Accent")?.description == "UIExtendedSRGBColorSpace 0 0.478 1 1")
    #expect(UIColor(named: "Accent") == nil)
  }

  @Test func unknownNamesAreNil() {
    let diagnostics = ResourceDiagnostics.capture {
      #expect(UIColor(named: "NoSuchColor") == nil)
      #expect(UIColor(named: "Tangerine", in: Bundle.main, compatibleWith: nil) == nil)
    }
    #expect(diagnostics.isEmpty)
  }

  @Test func corruptColourSetIsNilWithADiagnostic() throws {
    let diagnostics = ResourceDiagnostics.capture {
      #expect(UIColor(named: "Corrupt") == nil)
    }
    #expect(diagnostics.count == 1)
    let path = try #require(
      Bundle.module.resourceURL?
        .appendingPathComponent("Assets.xcassets/Corrupt.colorset/Contents.json")
        .standardizedFileURL.path)
    #expect(
      diagnostics.first?.message
        == "[Assets] OpenUIKit: the color set \"Corrupt\" at \(path) cannot be read: "
        + "Contents.json is not valid JSON. UIColor(named:) returns nil. "
        + "(Xcode's asset compiler refuses it.)")
  }

  @Test func componentTextForms() {
    #expect(ColorSetReader.value("0.250") == 0.25)
    #expect(ColorSetReader.value("51") == 0.2)
    #expect(ColorSetReader.value("0x33") == 0.2)
    #expect(ColorSetReader.value(NSNumber(value: 0.5)) == 0.5)
    #expect(ColorSetReader.value("256") == nil)
    #expect(ColorSetReader.value("0xZZ") == nil)
    #expect(ColorSetReader.value("red") == nil)
    let bad = ColorSetReader.read(
      Data(
        #"{"colors":[{"color":{"color-space":"cmyk","components":{}},"idiom":"universal"}]}"#.utf8))
    #expect(bad == .failure(ColorSetError("the color space \"cmyk\" is not one Xcode writes")))
  }
}
