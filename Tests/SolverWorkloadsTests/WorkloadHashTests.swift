import SolverWorkloads
import Testing

@Suite struct WorkloadHashTests {
  @Test(arguments: [
    (100, 865, "b5191aeaa77c42ca"),
    (1000, 8585, "4b0252d271a646a0"),
    (10000, 85607, "0683974b0abadfc7"),
  ])
  func gridMatchesReference(n: Int, constraints: Int, hash: String) {
    let w = Workload.grid(n)
    #expect(w.name == "W1")
    #expect(w.n == n)
    #expect(w.nvars == 4 + 4 * n)
    #expect(w.constraints.count == constraints)
    #expect(w.specHashHex == hash)
  }

  @Test(arguments: [
    (250, 1255, "256d2c4a79d529aa"),
    (500, 2505, "3f37abc7c25a5ad6"),
    (1000, 5005, "33f9b84df524beea"),
    (2000, 10005, "09795f1350864c03"),
  ])
  func stackMatchesReference(n: Int, constraints: Int, hash: String) {
    let w = Workload.stack(n)
    #expect(w.name == "W5")
    #expect(w.nvars == 4 + 4 * n)
    #expect(w.constraints.count == constraints)
    #expect(w.specHashHex == hash)
  }

  @Test func byViewListsEveryViewConstraintOnceInOrder() {
    let w = Workload.grid(1000)
    let owned = w.byView.flatMap { $0 }
    #expect(owned == owned.sorted())
    #expect(owned.count == w.constraints.count - 6)
    for (view, indices) in w.byView.enumerated() {
      for index in indices { #expect(w.constraints[index].owner == view) }
    }
    #expect(w.constraints.prefix(6).allSatisfy { $0.owner == -1 })
  }

  @Test func hex16PadsWithZeros() {
    #expect(Workload.hex16(0) == "0000000000000000")
    #expect(Workload.hex16(0x683_974b_0aba_dfc7) == "0683974b0abadfc7")
  }
}
