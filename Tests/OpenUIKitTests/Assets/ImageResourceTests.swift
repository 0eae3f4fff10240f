import Foundation
import Testing

@testable import OpenUIKit

/// UIImage(named:) over the test target's resources, and images from bytes and files.
@MainActor
@Suite struct ImageResourceTests {
  init() { Bundle.addResourceSearchBundle(.module) }

  var fixtures: URL { Bundle.module.resourceURL!.standardizedFileURL }

  @Test func looseFilesArePickedByTheScreenScale() throws {
    let three = try #require(
      UIImage(named: "icon", in: .module, compatibleWith: UITraitCollection(displayScale: 3)))
    #expect(three.size == CGSize(width: 10, height: 8))
    #expect(three.scale == 3)
    #expect(three.fileURL?.lastPathComponent == "icon@3x.png")
    let two = try #require(
      UIImage(named: "icon", in: .module, compatibleWith: UITraitCollection(displayScale: 2)))
    #expect(two.scale == 2)
    #expect(two.size == CGSize(width: 10, height: 8))
    let one = try #require(
      UIImage(named: "icon.png", in: .module, compatibleWith: UITraitCollection(displayScale: 1)))
    #expect(one.scale == 1)
    #expect(one.fileURL?.lastPathComponent == "icon.png")
    #expect(UIImage(named: "icon")?.scale == UIScreen.main.scale)
  }

  @Test func fallsBackToAnotherScale() throws {
    let image = try #require(
      UIImage(named: "only2x", in: .module, compatibleWith: UITraitCollection(displayScale: 3)))
    #expect(image.scale == 2)
    #expect(image.size == CGSize(width: 22, height: 22))
    #expect(
      UIImage(named: "only2x", in: .module, compatibleWith: UITraitCollection(displayScale: 1))?
        .scale == 2)
  }

  @Test func imageSetsOfAnAssetCatalog() throws {
    let logo = try #require(UIImage(named: "Logo"))
    #expect(logo.size == CGSize(width: 12, height: 12))
    #expect(logo.scale == UIScreen.main.scale)
    #expect(UIImage(named: "Logo") !== logo)
    #expect(UIImage(named: "Logo")?.fileURL == logo.fileURL)
    #expect(logo.description == "<UIImage:0x600002e00000 named(main: Logo) {12, 12}>")
    let banner = try #require(
      UIImage(named: "Banner", in: .module, compatibleWith: UITraitCollection(displayScale: 3)))
    #expect(banner.scale == 1)
    #expect(banner.size == CGSize(width: 100, height: 40))
    #expect(
      UIImage(
        named: "Logo", in: .module, with: UITraitCollection(displayScale: 2).imageConfiguration)?
        .scale == 2)
  }

  @Test func missingImagesAreNil() {
    let diagnostics = ResourceDiagnostics.capture {
      #expect(UIImage(named: "AppIcon") == nil)
      #expect(UIImage(named: "icon", in: Bundle.main, compatibleWith: nil) == nil)
      #expect(UIImage(contentsOfFile: "/no/such/file.png") == nil)
    }
    #expect(diagnostics.isEmpty)
  }

  @Test func corruptPNGIsNilWithADiagnostic() {
    let diagnostics = ResourceDiagnostics.capture {
      #expect(UIImage(named: "corrupt") == nil)
    }
    let path = fixtures.appendingPathComponent("corrupt.png").standardizedFileURL.path
    #expect(
      diagnostics.map(\.message) == [
        "[Assets] OpenUIKit: the image \"corrupt\" at \(path) is not a valid PNG: "
          + "the IHDR chunk's CRC does not match. UIImage returns nil."
      ])
  }

  @Test func corruptImageSetIsNilWithADiagnostic() {
    let diagnostics = ResourceDiagnostics.capture {
      #expect(UIImage(named: "Corrupt") == nil)
    }
    #expect(diagnostics.count == 1)
    #expect(
      diagnostics.first?.message.hasSuffix(
        "Corrupt.imageset/Contents.json cannot be read: Contents.json is not valid JSON with an "
          + "\"images\" array. UIImage(named:) returns nil. (Xcode's asset compiler refuses it.)")
        == true)
  }

  @Test func imagesFromBytesAndFiles() throws {
    let url = fixtures.appendingPathComponent("icon@2x.png")
    let data = try Data(contentsOf: url)
    let fromData = try #require(UIImage(data: data))
    #expect(fromData.size == CGSize(width: 20, height: 16))
    #expect(fromData.scale == 1)
    #expect(UIImage(data: data, scale: 2)?.size == CGSize(width: 10, height: 8))
    #expect(fromData.pngData() == data)
    #expect(UIImage(data: Data("GIF89a".utf8)) == nil)
    let fromFile = try #require(UIImage(contentsOfFile: url.path))
    #expect(fromFile.scale == 2)
    #expect(fromFile.size == CGSize(width: 10, height: 8))
    #expect(UIImage(systemName: "star")?.pngData() == nil)
  }

  @Test func imageLiterals() {
    let logo = #imageLiteral(resourceName: "Logo")
    #expect(logo.size == CGSize(width: 12, height: 12))
    let diagnostics = ResourceDiagnostics.capture {
      let missing: UIImage = #imageLiteral(resourceName: "NoSuchImage")
      #expect(missing.size == .zero)
    }
    #expect(diagnostics == [.missingImageLiteral(name: "NoSuchImage")])
  }

  @Test func pngHeaderChecks() {
    #expect(throws: PNGHeader.Failure(reason: "the file does not start with the PNG signature")) {
      try PNGHeader.read(Data([1, 2, 3]))
    }
    #expect(throws: PNGHeader.Failure(reason: "the file ends inside the IHDR chunk")) {
      try PNGHeader.read(Data(PNGHeader.signature + [0, 0]))
    }
    #expect(PNGHeader.crc32(ArraySlice(Array("IEND".utf8))) == 0xAE42_6082)
  }
}

extension UITraitCollection {
  /// An image configuration carrying these traits (test helper).
  var imageConfiguration: UIImageConfiguration { UIImageConfiguration(traitCollection: self) }
}
