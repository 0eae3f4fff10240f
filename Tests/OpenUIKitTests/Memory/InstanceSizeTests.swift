import Foundation
import Testing

@testable import Cassowary
@testable import OpenUIKit
@testable import SnapKit

#if !canImport(ObjectiveC)
  /// The objects made for every view and constraint stay within the allocator's size classes
  /// they were packed into (glibc rounds a request of n bytes up to a multiple of 16 of at
  /// least n + 8): a field added, or declared where it leaves padding, can push an object into
  /// the next class and every view or constraint with it.
  ///
  /// The instance size is read from the class metadata, where Swift keeps it without
  /// Objective-C interoperability (after the kind, the superclass, the flags and the address
  /// point: byte 24).
  @MainActor
  @Suite struct InstanceSizeTests {
    static func instanceSize(_ type: AnyClass) -> Int {
      Int(unsafeBitCast(type, to: UnsafeRawPointer.self).load(fromByteOffset: 24, as: UInt32.self))
    }

    /// What glibc's malloc hands out for a request of `bytes`.
    static func allocated(_ bytes: Int) -> Int { max(32, (bytes + 8 + 15) / 16 * 16) }

    @Test func solverObjects() {
      #expect(Self.instanceSize(Variable.self) == 36)
      #expect(Self.allocated(36) == 48)
      // 72 since a one-term constraint keeps its variable itself: the same 80 allocated.
      #expect(Self.instanceSize(Cassowary.Constraint.self) == 72)
      #expect(Self.allocated(72) == 80)
    }

    @Test func constraintsAndAnchors() {
      #expect(Self.instanceSize(NSLayoutConstraint.self) == 104)
      #expect(Self.allocated(104) == 112)
      #expect(Self.instanceSize(LayoutConstraint.self) == 112)
      #expect(Self.allocated(112) == 128)
      #expect(Self.instanceSize(NSLayoutXAxisAnchor.self) == 50)
      #expect(Self.instanceSize(NSLayoutDimension.self) == 50)
      #expect(Self.allocated(50) == 64)
      #expect(Self.instanceSize(SnapKit.Constraint.self) == 120)
      #expect(Self.allocated(120) == 128)
    }

    @Test func viewsAndTheirState() {
      #expect(Self.instanceSize(CALayer.self) == 120)
      #expect(Self.allocated(112) == 128)
      #expect(Self.instanceSize(UIView.self) == 168)
      #expect(Self.allocated(168) == 176)
      #expect(Self.instanceSize(UILabel.self) == 384)
      #expect(Self.allocated(384) == 400)
      #expect(Self.instanceSize(UIImageView.self) == 200)
      #expect(Self.allocated(112) == 128)
      // 112 since its four content-size slots are its own (no array of them: 80 bytes more).
      #expect(Self.instanceSize(LayoutItemState.self) == 112)
      #expect(Self.allocated(112) == 128)
    }

    /// A laid-out view caches its traits in itself: reading them makes no rare storage (nor
    /// trait bookkeeping), which only overrides and registrations need.
    @Test func readingTraitsMakesNoBookkeeping() {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let child = UIView()
      root.addSubview(child)
      root.layoutIfNeeded()
      #expect(child.storedTraits === child.traitCollection)
      #expect(child.storedRare == nil && child.storedTraitState == nil)
      child.traitOverrides.userInterfaceStyle = .dark
      #expect(child.storedTraitState != nil)
      #expect(child.traitCollection.userInterfaceStyle == .dark)
      #expect(child.storedTraits === child.traitCollection)
    }
  }
#endif
