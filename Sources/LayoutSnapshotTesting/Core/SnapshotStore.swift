import Foundation

/// Reads and writes one reference file, and the failed snapshot and its attachments in the
/// artifacts folder (`SNAPSHOT_ARTIFACTS`, else the temporary directory).
struct SnapshotStore {
  let directory: URL
  let reference: URL

  /// The reference's bytes, or nil when there is none.
  func referenceData() -> Data? {
    FileManager.default.contents(atPath: reference.path)
  }

  /// Writes the reference; nil, or why it could not.
  func write(_ data: Data) -> String? {
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try data.write(to: reference)
      return nil
    } catch {
      return "Could not write the reference \(reference.path): \(error)"
    }
  }

  /// Writes the failed snapshot (and its attachments beside it, as
  /// `<name>.<attachment>.<ext>`) under `<artifacts>/<TestFile>/`; returns its path and the
  /// attachments' lines for the message.
  func writeFailure(_ data: Data, fileName: String, attachments: [XCTAttachment])
    -> (path: String, attachments: [String])
  {
    let root =
      ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
    let folder = URL(fileURLWithPath: root, isDirectory: true).appendingPathComponent(fileName)
    let failed = folder.appendingPathComponent(reference.lastPathComponent)
    var lines: [String] = []
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try data.write(to: failed)
      for (index, attachment) in attachments.enumerated() {
        #if canImport(XCTest) && !os(Linux)
          continue
        #else
          let name = attachment.name ?? "attachment\(index + 1)"
          let ext = attachment.uniformTypeIdentifier == "public.png" ? "png" : "txt"
          let file = failed.deletingPathExtension().appendingPathExtension(name)
            .appendingPathExtension(ext)
          try attachment.data.write(to: file)
          lines.append("\(name): \(file.path)")
        #endif
      }
    } catch {
      lines.append("Could not write the failed snapshot to \(failed.path): \(error)")
    }
    return (failed.path, lines)
  }
}
