/// Reads a benchmark's arguments one by one, with the value checks every subcommand shares.
/// `--name=value` is read as `--name value` for the options in `joinable` (default `--only`).
struct ArgumentReader {
  /// The arguments, `--name=value` split in two.
  private let arguments: [String]
  /// The index of the next argument.
  private var index = 0

  /// A reader of the arguments after the subcommand's name.
  init(_ rawArguments: [String], joinable: [String] = ["--only"]) {
    arguments = rawArguments.flatMap { argument -> [String] in
      for option in joinable where argument.hasPrefix(option + "=") {
        return [option, String(argument.dropFirst(option.count + 1))]
      }
      return [argument]
    }
  }

  /// The next argument, or `nil` at the end.
  mutating func next() -> String? {
    guard index < arguments.count else { return nil }
    index += 1
    return arguments[index - 1]
  }

  /// The value after `option`, or a usage error (`message`, default "<option> needs a value").
  mutating func value(of option: String, message: String? = nil) throws(UsageError) -> String {
    guard let value = next() else { throw UsageError(message ?? "\(option) needs a value") }
    return value
  }

  /// The positive whole number after `option`, or "<option> needs a positive number".
  mutating func positiveInt(of option: String) throws(UsageError) -> Int {
    guard let value = next(), let number = Int(value), number > 0 else {
      throw UsageError("\(option) needs a positive number")
    }
    return number
  }

  /// The comma-separated positive whole numbers after `option` (at least one), or
  /// `failure(text)`'s message with the text that was given.
  mutating func positiveInts(
    of option: String, failure: (String) -> String
  ) throws(UsageError) -> [Int] {
    let text = try value(of: option)
    let numbers = text.split(separator: ",").map { Int($0) }
    guard !numbers.isEmpty, numbers.allSatisfy({ ($0 ?? 0) >= 1 }) else {
      throw UsageError(failure(text))
    }
    return numbers.compactMap { $0 }
  }
}
