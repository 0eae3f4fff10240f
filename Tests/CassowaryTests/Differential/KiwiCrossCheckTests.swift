// The reference and the solver against kiwisolver 1.5.1 (PyPI), through kiwi_reference.py.
//
// Only systems whose required constraints all hold together and whose reference optimum is
// unique are sent: kiwi's state is unreliable after an unsatisfiable constraint (reference
// §1.10), and a non-unique optimum leaves each solver free to pick any optimal point.

import Foundation
import Testing

@testable import Cassowary

/// Whether Python's `kiwisolver` module can be imported, and how to run the script.
enum KiwiAvailability {
  /// `python3 -c "import kiwisolver"` exits with 0.
  static let isAvailable: Bool = runPython(["-c", "import kiwisolver"]).status == 0

  /// kiwi_reference.py, beside this file.
  static var scriptPath: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("kiwi_reference.py").path
  }

  /// Runs `python3 arguments…` with `input` on standard input. The status is −1 when python3
  /// could not be started.
  static func runPython(
    _ arguments: [String], input: Data = Data()
  ) -> (status: Int32, output: Data, errors: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3"] + arguments
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    do {
      try process.run()
    } catch {
      return (-1, Data(), "\(error)")
    }
    // The script reads all of its input before it writes, so this order cannot deadlock.
    stdin.fileHandleForWriting.write(input)
    try? stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    let errors = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, output, String(decoding: errors, as: UTF8.self))
  }
}

/// The script's JSON.
private struct KiwiRequest: Encodable {
  struct System: Encodable {
    var variables: Int
    var constraints: [Constraint]
  }

  struct Constraint: Encodable {
    var terms: [[Int]]
    var constant: Int
    var op: String
    var strength: String
  }

  var systems: [System]
}

private struct KiwiResponse: Decodable {
  struct Result: Decodable {
    var values: [Double]?
    var error: String?
  }

  var kiwisolver: String
  var results: [Result]
}

@Suite("Differential: kiwisolver cross-check")
struct KiwiCrossCheckTests {
  /// Systems sent to kiwi: 2,000, or `OPENUIKIT_KIWI_SYSTEMS` (the long run:
  /// `OPENUIKIT_KIWI_SYSTEMS=100000 swift test --filter KiwiCrossCheckTests`).
  static let systemCount =
    Int(ProcessInfo.processInfo.environment["OPENUIKIT_KIWI_SYSTEMS"] ?? "") ?? 2_000

  @Test(
    "kiwisolver, the reference and the solver agree on unique optima",
    .enabled(
      if: KiwiAvailability.isAvailable,
      "kiwisolver (PyPI) not installed: run .ci/run or pip install kiwisolver==1.5.1"))
  func kiwiAgrees() throws {
    var systems: [DiffSystem] = []
    var expected: [[Double]] = []
    var seed: UInt64 = 0x00C0_FFEE_4000_0000
    while systems.count < KiwiCrossCheckTests.systemCount {
      let system = RandomSystem.generate(seed: seed, family: .mixed)
      seed &+= 1
      let result = ReferenceSolver.solve(
        system.constraints, variableCount: system.variableCount, mode: .weighted)
      guard case .solved(let solution) = result, solution.isUnique else { continue }
      systems.append(system)
      expected.append(solution.values)
    }
    let request = KiwiRequest(
      systems: systems.map { system in
        KiwiRequest.System(
          variables: system.variableCount,
          constraints: system.constraints.map { constraint in
            KiwiRequest.Constraint(
              terms: constraint.terms.map { [$0.variable, $0.coefficient] },
              constant: constraint.constant, op: "\(constraint.relation)",
              strength: "\(constraint.strength)")
          })
      })
    let run = KiwiAvailability.runPython(
      [KiwiAvailability.scriptPath], input: try JSONEncoder().encode(request))
    try #require(run.status == 0, "kiwi_reference.py failed: \(run.errors)")
    let response = try JSONDecoder().decode(KiwiResponse.self, from: run.output)
    try #require(response.results.count == systems.count)
    #expect(response.kiwisolver == "1.5.1", "the expected values were checked with kiwi 1.5.1")

    var mismatches = 0
    for (index, system) in systems.enumerated() {
      let kiwi = response.results[index]
      guard let kiwiValues = kiwi.values else {
        mismatches += 1
        Issue.record("\(system.origin): kiwi failed: \(kiwi.error ?? "?")\n\(system)")
        continue
      }
      let ours = solve(system)
      let reference = expected[index]
      let tolerance = DifferentialCheck.valueTolerance
      let kiwiVsReference = zip(kiwiValues, reference).allSatisfy { abs($0 - $1) <= tolerance }
      let oursVsKiwi = zip(ours, kiwiValues).allSatisfy { abs($0 - $1) <= tolerance }
      if kiwiVsReference && oursVsKiwi { continue }
      mismatches += 1
      if mismatches <= 5 {
        Issue.record(
          """
          \(system.origin): kiwi \(kiwiValues), reference \(reference), solver \(ours)
          \(system)
          """)
      }
    }
    #expect(mismatches == 0, "\(mismatches) of \(systems.count) systems differ from kiwi")
  }

  /// The solver's values after adding every constraint (NaN when an add throws).
  private func solve(_ system: DiffSystem) -> [Double] {
    let variables = (0..<system.variableCount).map { Variable("x\($0)") }
    let solver = Solver(priorityMode: .weighted)
    for constraint in system.constraints {
      do {
        try solver.addConstraint(constraint.makeConstraint(variables))
      } catch {
        return [Double](repeating: .nan, count: system.variableCount)
      }
    }
    #if DEBUG
      #expect(solver.checkInvariants() == [], "\(system.origin)")
    #endif
    solver.updateVariables()
    return variables.map(\.value)
  }
}
