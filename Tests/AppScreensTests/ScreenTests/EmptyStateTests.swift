import OpenUIKit
import TestSupport
import Testing

@testable import AppScreens

@MainActor
struct EmptyStateTests {
  @Test func emptyStateIsCentredInTheSafeArea() {
    for screen in screenDevices {
      let controller = InboxViewController()
      let hosted = host(controller, on: screen)
      expectClean(hosted)
      let safe = screen.safeAreaInsets
      let size = screen.bounds.size
      let state = controller.emptyState
      expectRect(state.frame, 0, safe.top, size.width, size.height - safe.top - safe.bottom)
      let scale = screen.scale
      let title = labelHeight(20, scale: scale)
      let message = labelHeight(15, lines: 2, scale: scale)
      let height = 64 + 16 + title + 8 + message + 20 + 30
      let stackX = (size.width - 320) / 2
      let stackY = safe.top + (size.height - safe.top - safe.bottom - height) / 2
      expectRect(windowFrame(state.stack), stackX, stackY, 320, height)
      expectRect(windowFrame(state.imageView), stackX + 128, stackY, 64, 64)
      // A wrapped label in a centre-aligned stack hugs its longest line, as in UIKit.
      let lines = state.messageLabel.intrinsicContentSize.width
      #expect(lines < 320)
      expectRect(
        windowFrame(state.messageLabel), stackX + (320 - lines) / 2, stackY + 88 + title, lines,
        message)
    }
  }
}
