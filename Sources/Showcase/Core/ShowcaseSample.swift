import Foundation
import OpenUIKit

/// One tutorial sample: the screen it builds and the script of steps the showcase plays on it.
///
/// ```swift
/// ShowcaseSample(id: "A1", title: "Basic animation", make: BasicAnimationViewController.init) {
///   ShowcaseStep("initial layout")
///   ShowcaseStep("tap the button") { $0.tap("button") }
/// }
/// ```
@MainActor
public struct ShowcaseSample {
  /// The sample's id in the seed catalogue (`A1` … `K2`).
  public let id: String
  /// A short title.
  public let title: String
  /// Makes the sample's view controller (a fresh one per run).
  public let make: @MainActor () -> UIViewController
  /// The steps, in order; the first is usually the initial layout.
  public let steps: [ShowcaseStep]

  /// Creates a sample from its id, title, controller factory and steps.
  public init(
    id: String, title: String, make: @escaping @MainActor () -> UIViewController,
    @ShowcaseStepBuilder steps: () -> [ShowcaseStep]
  ) {
    self.id = id
    self.title = title
    self.make = make
    self.steps = steps()
  }
}

/// Collects a sample's steps.
@resultBuilder
public enum ShowcaseStepBuilder {
  /// Joins the steps of a block.
  public static func buildBlock(_ steps: ShowcaseStep...) -> [ShowcaseStep] { steps }
}
