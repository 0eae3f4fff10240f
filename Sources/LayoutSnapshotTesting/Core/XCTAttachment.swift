import Foundation

#if canImport(XCTest) && !os(Linux)
  @_exported import XCTest
#else
  /// What a failed comparison attaches to its report (a difference image, the new snapshot).
  /// swift-corelibs-xctest has no attachments, so OpenUIKit provides this minimal stand-in
  /// with the initializers strategies use; the assertion writes the attached files beside the
  /// failed snapshot instead.
  public final class XCTAttachment {
    /// The attached bytes.
    public let data: Data
    /// The type of the bytes (`public.png`, `public.plain-text`).
    public let uniformTypeIdentifier: String
    /// A name for the attachment (used for its file name).
    public var name: String?

    /// An attachment of bytes of a type.
    public init(data: Data, uniformTypeIdentifier: String) {
      self.data = data
      self.uniformTypeIdentifier = uniformTypeIdentifier
    }

    /// An attachment of text.
    public convenience init(string: String) {
      self.init(data: Data(string.utf8), uniformTypeIdentifier: "public.plain-text")
    }
  }
#endif
