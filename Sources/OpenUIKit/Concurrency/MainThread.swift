import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Whether the calling thread is the process's main thread, answered without a system call.
///
/// On Linux, Foundation's `Thread.isMainThread` compares the thread's id with the process's:
/// two system calls (`gettid` and `getpid`) per question. Trait collections ask it for every
/// view laid out and every dynamic colour resolved, which made an animation frame of 1 000
/// views spend about a third of its time in the kernel. Here each thread asks Foundation once
/// and keeps the answer in a thread-specific slot; elsewhere Foundation's answer is already
/// cheap.
enum MainThread {
  /// Whether the calling thread is the main thread.
  static var isCurrent: Bool {
    #if canImport(Glibc) || canImport(Musl)
      if let mark = pthread_getspecific(mainThreadMarkKey) {
        return Int(bitPattern: mark) == mainThreadMark
      }
      let isMain = Thread.isMainThread
      let mark = isMain ? mainThreadMark : otherThreadMark
      _ = pthread_setspecific(mainThreadMarkKey, UnsafeRawPointer(bitPattern: mark))
      return isMain
    #else
      return Thread.isMainThread
    #endif
  }
}

#if canImport(Glibc) || canImport(Musl)
  /// The thread-specific slot of ``MainThread/isCurrent``'s answer (made on first use).
  private let mainThreadMarkKey: pthread_key_t = {
    var key = pthread_key_t()
    _ = pthread_key_create(&key, nil)
    return key
  }()
  /// The slot's value on the main thread.
  private let mainThreadMark = 1
  /// The slot's value on any other thread.
  private let otherThreadMark = 2
#endif
