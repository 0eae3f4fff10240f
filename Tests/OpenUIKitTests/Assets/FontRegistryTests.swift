import Foundation
import Testing

@testable import OpenUIKit

/// Fonts as app code declares them in Swift 6 mode.
enum Typography {
  static let title = UIFont.systemFont(ofSize: 17)
  static let body = UIFont(name: "HelveticaNeue", size: 15)
}

extension UIFont {
  /// The usual app helper.
  func withTraits(_ traits: UIFontDescriptor.SymbolicTraits...) -> UIFont {
    let descriptor = fontDescriptor.withSymbolicTraits(UIFontDescriptor.SymbolicTraits(traits))
    return UIFont(descriptor: descriptor!, size: 0)
  }
}

/// UIFont(name:size:), families, descriptors and registered fonts. Serialized: one test
/// registers an app font for a moment, and the family count must not see it.
@Suite(.serialized) struct FontRegistryTests {
  @Test func namedFontsOfTheIOSFamilies() throws {
    let bold = try #require(UIFont(name: "HelveticaNeue-Bold", size: 20))
    #expect(bold.fontName == "HelveticaNeue-Bold")
    #expect(bold.familyName == "Helvetica Neue")
    #expect(bold.weight == .bold)
    #expect(bold.pointSize == 20)
    #expect(bold.lineHeight == 23.8671875)
    #expect(bold.ascender == 19.04296875)
    #expect(bold.descender == -4.82421875)
    #expect(bold.leading == 0)
    #expect(UIFont(name: "Avenir-HeavyOblique", size: 12)?.isItalic == true)
    #expect(UIFont(name: "Avenir-HeavyOblique", size: 12)?.weight == .heavy)
    #expect(UIFont(name: "AvenirNext-DemiBold", size: 12)?.weight == .semibold)
    #expect(UIFont(name: "Menlo-Regular", size: 12)?.familyName == "Menlo")
    #expect(UIFont(name: "Arial-BoldMT", size: 12)?.weight == .bold)
    #expect(UIFont(name: "Courier", size: 12)?.weight == .regular)
    #expect(UIFont(name: "Georgia", size: 0)?.pointSize == 12)
    #expect(Typography.body?.fontName == "HelveticaNeue")
  }

  @Test func unknownFontNamesAreNil() {
    #expect(UIFont(name: "Montserrat-Bold", size: 14) == nil)
    #expect(UIFont(name: "helveticaneue", size: 14) == nil)
    #expect(UIFont(name: "", size: 14) == nil)
    #expect(UIFont(name: ".SFUI-Nonsense", size: 14) == nil)
  }

  @Test func systemNamesRoundTrip() {
    let font = UIFont.systemFont(ofSize: 13, weight: .semibold)
    #expect(UIFont(name: font.fontName, size: 13) == font)
    #expect(UIFont(name: ".SFUI-BoldItalic", size: 13)?.isItalic == true)
    #expect(UIFont(name: ".SFUI-Italic", size: 13)?.weight == .regular)
  }

  @Test func namedFontsMeasureAsTheSystemFontOfTheirWeight() {
    let named = UIFont(name: "HelveticaNeue-Bold", size: 17)!
    let system = UIFont.boldSystemFont(ofSize: 17)
    let measurer = BuiltInTextMeasurer()
    #expect(
      measurer.advances(of: "Hello", font: named) == measurer.advances(of: "Hello", font: system))
  }

  @Test func familiesAndTheirFonts() {
    #expect(UIFont.familyNames.count == 85)
    #expect(UIFont.familyNames.first == "Academy Engraved LET")
    #expect(UIFont.familyNames == UIFont.familyNames.sorted())
    #expect(UIFont.familyNames.contains("Helvetica Neue"))
    #expect(
      UIFont.fontNames(forFamilyName: "Menlo") == [
        "Menlo-Regular", "Menlo-Italic", "Menlo-Bold", "Menlo-BoldItalic",
      ])
    #expect(UIFont.fontNames(forFamilyName: "Comic Sans") == [])
  }

  @Test func equalityIsNameAndSize() {
    #expect(UIFont(name: "Georgia", size: 12) == UIFont(name: "Georgia", size: 12))
    #expect(UIFont(name: "Georgia", size: 12) != UIFont(name: "Georgia", size: 13))
    #expect(UIFont(name: "Georgia", size: 12)!.hash == UIFont(name: "Georgia", size: 12)!.hash)
    #expect(Typography.title == UIFont.systemFont(ofSize: 17))
  }

  @Test func descriptionAsUIKitPrintsIt() {
    #expect(
      UIFont.systemFont(ofSize: 17).description
        == "<UICTFont: 0x7fa764a73c00> font-family: \".SFUI-Regular\"; font-weight: normal; "
        + "font-style: normal; font-size: 17.00pt")
    let georgia = UIFont(name: "Georgia-BoldItalic", size: 12)!.description
    #expect(
      georgia.hasSuffix(
        "> font-family: \"Georgia\"; font-weight: bold; font-style: italic; font-size: 12.00pt"))
    #expect(georgia == UIFont(name: "Georgia-BoldItalic", size: 12)!.description)
  }

  @Test func descriptorTraits() throws {
    let system = UIFont.systemFont(ofSize: 15).withTraits(.traitBold, .traitItalic)
    #expect(system.fontName == ".SFUI-BoldItalic")
    #expect(system.pointSize == 15)
    #expect(system.fontDescriptor.symbolicTraits == [.traitBold, .traitItalic])
    let helvetica = UIFont(name: "HelveticaNeue", size: 14)!.withTraits(.traitBold)
    #expect(helvetica.fontName == "HelveticaNeue-Bold")
    #expect(helvetica.withTraits(.traitItalic).fontName == "HelveticaNeue-Italic")
    #expect(
      UIFont(name: "HelveticaNeue-Medium", size: 14)!.withTraits(.traitItalic).fontName
        == "HelveticaNeue-MediumItalic")
    #expect(
      UIFont(name: "Menlo-Regular", size: 11)!.fontDescriptor.symbolicTraits == [.traitMonoSpace])
    #expect(
      UIFont(name: "Georgia", size: 11)!.fontDescriptor.withSymbolicTraits(.traitCondensed) == nil)
    #expect(
      UIFont(name: "Chalkduster", size: 11)!.fontDescriptor.withSymbolicTraits(.traitBold) == nil)
  }

  @Test func descriptorAttributesAndSizes() {
    let heavy = UIFont.systemFont(ofSize: 17).fontDescriptor.addingAttributes([
      .traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.heavy]
    ])
    #expect(UIFont(descriptor: heavy, size: 0).fontName == ".SFUI-Heavy")
    #expect(UIFont(descriptor: heavy, size: 0).pointSize == 17)
    #expect(UIFont(descriptor: heavy.withSize(30), size: 0).pointSize == 30)
    #expect(UIFont(descriptor: heavy, size: 9).pointSize == 9)
    let avenir = UIFontDescriptor(fontAttributes: [.family: "Avenir Next"]).addingAttributes([
      .traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.semibold.rawValue]
    ])
    #expect(UIFont(descriptor: avenir, size: 16).fontName == "AvenirNext-DemiBold")
    #expect(UIFontDescriptor(name: "Futura-Bold", size: 21).pointSize == 21)
    #expect(UIFontDescriptor(name: "Futura-Bold", size: 21).postscriptName == "Futura-Bold")
    let headline = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline)
    #expect(UIFont(descriptor: headline, size: 0).fontName == ".SFUI-Semibold")
    #expect(UIFont(descriptor: headline, size: 0).pointSize == 17)
    #expect(UIFont(name: "Georgia", size: 12)!.withSize(20).fontName == "Georgia")
  }

  @Test func registeringAnAppFont() throws {
    let fonts = try #require(Bundle.module.resourceURL)
      .appendingPathComponent("Fonts")
    let url = fonts.appendingPathComponent("OpenUIKitTest-Bold.ttf")
    var error: Unmanaged<CFError>?
    #expect(CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error))
    #expect(error == nil)
    let font = try #require(UIFont(name: "OpenUIKitTest-Bold", size: 14))
    #expect(font.familyName == "OpenUIKit Test")
    #expect(font.weight == .bold)
    #expect(UIFont.fontNames(forFamilyName: "OpenUIKit Test") == ["OpenUIKitTest-Bold"])
    #expect(UIFont.familyNames.contains("OpenUIKit Test"))
    #expect(!CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error))
    #expect(error?.takeRetainedValue().code == kCTFontManagerErrorAlreadyRegistered)
    error = nil
    #expect(CTFontManagerUnregisterFontsForURL(url as CFURL, .process, &error))
    #expect(UIFont(name: "OpenUIKitTest-Bold", size: 14) == nil)
  }

  @Test func aBadFontFileIsAnErrorNotACrash() throws {
    let fonts = try #require(Bundle.module.resourceURL)
      .appendingPathComponent("Fonts")
    var error: Unmanaged<CFError>?
    #expect(
      !CTFontManagerRegisterFontsForURL(
        fonts.appendingPathComponent("NotAFont.ttf") as CFURL, .process, &error))
    let bad = try #require(error?.takeRetainedValue())
    #expect(bad.domain == "com.apple.CoreText.CTFontManagerErrorDomain")
    #expect(bad.code == 104)
    #expect(
      bad.localizedDescription
        == "The file NotAFont.ttf is not a valid font: not a TrueType or OpenType font (no sfnt version)."
    )
    error = nil
    #expect(
      !CTFontManagerRegisterFontsForURL(
        fonts.appendingPathComponent("Missing.ttf") as CFURL, .process, &error))
    #expect(error?.takeRetainedValue().code == 101)
    #expect(throws: OpenTypeNameReader.Failure(reason: "truncated at byte 4")) {
      try OpenTypeNameReader.read(Data([0, 1, 0, 0]))
    }
  }
}
