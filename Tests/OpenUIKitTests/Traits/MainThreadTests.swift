import Foundation
import Testing

@testable import OpenUIKit

/// `MainThread.isCurrent`, the system-call-free main-thread check trait collections use,
/// agrees with Foundation's on the main thread and on others, on first and later questions.
@Suite struct MainThreadTests {
  /// (Under `swift test` the main actor need not run on the process's main thread: the
  /// answer is whatever Foundation's is, the same on every question.)
  @Test func agreesWithFoundationOnTheMainActorEveryTime() async {
    let answers = await MainActor.run {
      [Thread.isMainThread, MainThread.isCurrent, MainThread.isCurrent]
    }
    #expect(answers == [answers[0], answers[0], answers[0]])
  }

  @Test func falseOnAnotherThreadEveryTime() {
    let done = DispatchSemaphore(value: 0)
    let answers = AnswerBox()
    let thread = Thread {
      answers.values = [Thread.isMainThread, MainThread.isCurrent, MainThread.isCurrent]
      done.signal()
    }
    thread.start()
    done.wait()
    #expect(answers.values == [false, false, false])
  }

  @MainActor @Test func theCurrentTraitsOfTheMainThreadAreItsOwn() {
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    let seen = dark.withCurrent { UITraitCollection.current.userInterfaceStyle }
    #expect(seen == .dark)
    #expect(UITraitCollection.mainThreadCurrent == nil || UITraitCollection.current !== dark)
  }
}

/// The answers a thread gives, read after it signalled.
private final class AnswerBox: @unchecked Sendable {
  var values: [Bool] = []
}
