import Foundation

/// UIKit's stack of current graphics contexts. As in UIKit, each thread has its own, so
/// drawing (an image renderer, a path's `fill()`) works off the main actor too.
final class GraphicsContextStack {
  /// The contexts, innermost last.
  var contexts: [CGContext] = []
  /// The image contexts opened by `UIGraphicsBeginImageContextWithOptions`, with their scale.
  var imageContexts: [(context: CGContext, scale: CGFloat)] = []

  private static let key = "org.openuikit.GraphicsContextStack"

  /// The calling thread's stack (made on first use).
  static var current: GraphicsContextStack {
    let dictionary = Thread.current.threadDictionary
    if let stack = dictionary[key] as? GraphicsContextStack { return stack }
    let stack = GraphicsContextStack()
    dictionary[key] = stack
    return stack
  }
}

/// The context drawing goes to now: the view's during `draw(_:)`, the renderer's inside
/// `UIGraphicsImageRenderer.image(actions:)`, an image context's; nil otherwise.
public func UIGraphicsGetCurrentContext() -> CGContext? {
  GraphicsContextStack.current.contexts.last
}

/// Makes `context` the current context until ``UIGraphicsPopContext()``.
public func UIGraphicsPushContext(_ context: CGContext) {
  GraphicsContextStack.current.contexts.append(context)
}

/// Restores the context that was current before the last ``UIGraphicsPushContext(_:)``.
public func UIGraphicsPopContext() {
  _ = GraphicsContextStack.current.contexts.popLast()
}

/// Runs `body` with `context` current.
func withCurrentContext<T>(_ context: CGContext, _ body: () throws -> T) rethrows -> T {
  GraphicsContextStack.current.contexts.append(context)
  let depth = GraphicsContextStack.current.contexts.count
  defer {
    // Drop anything the body pushed and left behind, then this context.
    if GraphicsContextStack.current.contexts.count >= depth {
      GraphicsContextStack.current.contexts.removeSubrange((depth - 1)...)
    }
  }
  return try body()
}

/// Opens an image context of `size` points and makes it current (the older API that
/// `UIGraphicsImageRenderer` replaced). A `scale` of 0 means the main screen's scale.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat)
{
  let context = CGContext(bounds: CGRect(origin: .zero, size: size), isOpaque: opaque)
  let resolved = scale > 0 ? scale : UIScreen.mainScale
  GraphicsContextStack.current.imageContexts.append((context, resolved))
  GraphicsContextStack.current.contexts.append(context)
}

/// Opens a transparent image context of `size` at scale 1.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
  UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// An image of what the current image context recorded so far; nil when the current context
/// is not an image context.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  guard let current = GraphicsContextStack.current.contexts.last,
    let entry = GraphicsContextStack.current.imageContexts.last(where: { $0.context === current })
  else { return nil }
  return UIImage(drawing: current.displayList, scale: entry.scale)
}

/// Closes the current image context (nothing when the current context is not one).
public func UIGraphicsEndImageContext() {
  guard let current = GraphicsContextStack.current.contexts.last,
    let index = GraphicsContextStack.current.imageContexts.lastIndex(where: {
      $0.context === current
    })
  else { return }
  GraphicsContextStack.current.imageContexts.remove(at: index)
  GraphicsContextStack.current.contexts.removeLast()
}

/// Fills `rect` with the current fill colour in the current context.
public func UIRectFill(_ rect: CGRect) {
  UIGraphicsGetCurrentContext()?.fill(rect)
}

/// Strokes a 1-point frame just inside `rect` with the current fill colour (as UIKit's
/// `UIRectFrame`, which paints with the fill colour).
public func UIRectFrame(_ rect: CGRect) {
  guard let context = UIGraphicsGetCurrentContext() else { return }
  let r = rect.standardized
  guard r.width > 0, r.height > 0 else { return }
  let inner = r.insetBy(dx: 1, dy: 1)
  context.beginPath()
  context.addRect(r)
  if inner.width > 0, inner.height > 0 { context.addRect(inner) }
  context.fillPath(using: .evenOdd)
}

/// Intersects the current context's clip with `rect`.
public func UIRectClip(_ rect: CGRect) {
  UIGraphicsGetCurrentContext()?.clip(to: rect)
}
