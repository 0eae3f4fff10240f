import Foundation

/// Runs a deinitializer's clean-up of main-actor state.
///
/// UIKit's classes are `@preconcurrency @MainActor` here (so that Swift 5 code uses them as
/// it does UIKit), and such classes cannot have an `isolated deinit`. Their objects are made
/// and released on the main actor; like UIKit, a release elsewhere is the caller's bug, and the
/// clean-up then runs where the release happened instead of trapping.
package func mainActorDeinit(_ body: @MainActor () -> Void) {
  if MainThread.isCurrent {
    MainActor.assumeIsolated(body)
  } else {
    withoutActuallyEscaping(body) { body in
      unsafeBitCast(body, to: (() -> Void).self)()
    }
  }
}
