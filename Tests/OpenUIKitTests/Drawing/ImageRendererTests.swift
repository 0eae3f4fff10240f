import Foundation
import Testing

@testable import OpenUIKit

/// Image renderers and the older image-context functions: the images they make hold what was
/// drawn.
@MainActor
@Suite struct ImageRendererTests {
  @Test func anImageRendererRecordsIntoTheImage() {
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10))
    var sawContext = false
    let image = renderer.image { context in
      sawContext = UIGraphicsGetCurrentContext() === context.cgContext
      UIColor.green.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
      #expect(context.currentImage.drawing?.operations.count == 1)
    }
    #expect(sawContext)
    #expect(image.size == CGSize(width: 20, height: 10))
    #expect(image.scale == UIScreen.main.scale)
    #expect(image.drawing?.bounds == CGRect(x: 0, y: 0, width: 20, height: 10))
    #expect(image.drawing?.operations.count == 1)
    #expect(image.drawing?.isOpaque == false)
    #expect(UIGraphicsGetCurrentContext() == nil)
  }

  @Test func formatsSetScaleAndOpacity() {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    format.opaque = true
    let renderer = UIGraphicsImageRenderer(
      bounds: CGRect(x: 10, y: 10, width: 5, height: 5), format: format)
    let image = renderer.image { context in
      context.cgContext.setFillColor(UIColor.red.cgColor)
      context.cgContext.fill(CGRect(x: 10, y: 10, width: 1, height: 1))
    }
    #expect(image.scale == 1)
    #expect(image.size == CGSize(width: 5, height: 5))
    #expect(image.drawing?.isOpaque == true)
    #expect(image.drawing?.bounds == CGRect(x: 10, y: 10, width: 5, height: 5))
  }

  @Test func imageContextsOfOldApps() {
    #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 8, height: 4), false, 2)
    UIColor.red.setFill()
    UIRectFill(CGRect(x: 0, y: 0, width: 8, height: 4))
    let image = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
    #expect(image?.scale == 2)
    #expect(image?.size == CGSize(width: 8, height: 4))
    #expect(image?.drawing?.operations.count == 1)
    #expect(UIGraphicsGetCurrentContext() == nil)
    // Scale 0 is the main screen's.
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 1, height: 1), true, 0)
    #expect(UIGraphicsGetImageFromCurrentImageContext()?.scale == UIScreen.main.scale)
    UIGraphicsEndImageContext()
    UIGraphicsEndImageContext()
    #expect(UIGraphicsGetCurrentContext() == nil)
  }

  @Test func drawnImagesDrawIntoOtherContexts() {
    let dot = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
      context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
    }
    let sheet = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in
      dot.draw(in: CGRect(x: 4, y: 4, width: 4, height: 4))
    }
    guard case .drawing(let list, let transform, _, _) = sheet.drawing?.operations.first else {
      Issue.record("no nested drawing")
      return
    }
    #expect(list == dot.drawing)
    #expect(CGPoint(x: 2, y: 2).applying(transform) == CGPoint(x: 8, y: 8))
  }
}
