import OpenUIKit
import TestSupport
import Testing

struct OffMainDrawingTests {
  @Test func renderersOnConcurrentTasksKeepTheirOwnCurrentContexts() async {
    let sizes = await withTaskGroup(of: (CGFloat, CGSize, Bool).self) { group in
      for diameter in stride(from: CGFloat(10), through: 80, by: 10) {
        group.addTask {
          let outside = UIGraphicsGetCurrentContext() == nil
          let image = AvatarRenderer(diameter: diameter).image(color: .systemTeal)
          return (diameter, image.size, outside && UIGraphicsGetCurrentContext() == nil)
        }
      }
      var results: [(CGFloat, CGSize, Bool)] = []
      for await result in group { results.append(result) }
      return results.sorted { $0.0 < $1.0 }
    }
    #expect(sizes.count == 8)
    for (diameter, size, noContextOutside) in sizes {
      #expect(size == CGSize(width: diameter, height: diameter))
      #expect(noContextOutside)
    }
  }

  @Test func aPathBuiltOffTheMainActorKeepsItsGeometry() async {
    let bounds = await Task.detached {
      let path = UIBezierPath(
        roundedRect: CGRect(x: 4, y: 6, width: 30, height: 20), cornerRadius: 5)
      path.append(UIBezierPath(ovalIn: CGRect(x: 40, y: 0, width: 10, height: 10)))
      return path.bounds
    }.value
    #expect(bounds == CGRect(x: 4, y: 0, width: 46, height: 26))
  }
}
