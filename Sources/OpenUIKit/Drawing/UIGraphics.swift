import Foundation

/// UIKit's stack of current graphics contexts (the main actor's: OpenUIKit draws on it).
@MainActor
enum GraphicsContextStack {
  /// The contexts, innermost last.
  static var contexts: [CGContext] = []
  /// The image contexts opened by `UIGraphicsBeginImageContextWithOptions`, with their scale.
  static var imageContexts: [(context: CGContext, scale: CGFloat)] = []
}

/// The context drawing goes to now: the view's during `draw(_:)`, the renderer's inside
/// `UIGraphicsImageRenderer.image(actions:)`, an image context's; nil otherwise.
@preconcurrency @MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? {
  GraphicsContextStack.contexts.last
}

/// Makes `context` the current context until ``UIGraphicsPopContext()``.
@preconcurrency @MainActor
public func UIGraphicsPushContext(_ context: CGContext) {
  GraphicsContextStack.contexts.append(context)
}

/// Restores the context that was current before the last ``UIGraphicsPushContext(_:)``.
@preconcurrency @MainActor
public func UIGraphicsPopContext() {
  _ = GraphicsContextStack.contexts.popLast()
}

/// Runs `body` with `context` current.
@MainActor
func withCurrentContext<T>(_ context: CGContext, _ body: () throws -> T) rethrows -> T {
  GraphicsContextStack.contexts.append(context)
  let depth = GraphicsContextStack.contexts.count
  defer {
    // Drop anything the body pushed and left behind, then this context.
    if GraphicsContextStack.contexts.count >= depth {
      GraphicsContextStack.contexts.removeSubrange((depth - 1)...)
    }
  }
  return try body()
}

/// Opens an image context of `size` points and makes it current (the older API that
/// `UIGraphicsImageRenderer` replaced). A `scale` of 0 means the main screen's scale.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat)
{
  let context = CGContext(bounds: CGRect(origin: .zero, size: size), isOpaque: opaque)
  let resolved = scale > 0 ? scale : UIScreen.main.scale
  GraphicsContextStack.imageContexts.append((context, resolved))
  GraphicsContextStack.contexts.append(context)
}

/// Opens a transparent image context of `size` at scale 1.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContext(_ size: CGSize) {
  UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// An image of what the current image context recorded so far; nil when the current context
/// is not an image context.
@preconcurrency @MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  guard let current = GraphicsContextStack.contexts.last,
    let entry = GraphicsContextStack.imageContexts.last(where: { $0.context === current })
  else { return nil }
  return UIImage(drawing: current.displayList, scale: entry.scale)
}

/// Closes the current image context (nothing when the current context is not one).
@preconcurrency @MainActor
public func UIGraphicsEndImageContext() {
  guard let current = GraphicsContextStack.contexts.last,
    let index = GraphicsContextStack.imageContexts.lastIndex(where: { $0.context === current })
  else { return }
  GraphicsContextStack.imageContexts.remove(at: index)
  GraphicsContextStack.contexts.removeLast()
}

/// Fills `rect` with the current fill colour in the current context.
@preconcurrency @MainActor
public func UIRectFill(_ rect: CGRect) {
  UIGraphicsGetCurrentContext()?.fill(rect)
}

/// Strokes a 1-point frame just inside `rect` with the current fill colour (as UIKit's
/// `UIRectFrame`, which paints with the fill colour).
@preconcurrency @MainActor
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
@preconcurrency @MainActor
public func UIRectClip(_ rect: CGRect) {
  UIGraphicsGetCurrentContext()?.clip(to: rect)
}
