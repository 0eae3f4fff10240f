import SolverWorkloads
import Testing

@Suite struct ChecksumTests {
  @Test func llroundRoundsHalfAwayFromZero() {
    #expect(Checksum.llround(2.5) == 3)
    #expect(Checksum.llround(-2.5) == -3)
    #expect(Checksum.llround(2.4999) == 2)
    #expect(Checksum.llround(-0.4) == 0)
    #expect(Checksum.llround(99.99999999) == 100)
  }

  @Test func checksumsWeighByPosition() {
    let sums = Checksum(values: [1.0, 2.0, -3.4, 10.5])
    #expect(sums.checksum == 1 + 2 - 3 + 11)
    #expect(sums.checksum2 == 1 * 1 + 2 * 2 + 3 * -3 + 4 * 11)
  }

  @Test func instanceVariablesStartAtZero() {
    let instance = Workload.grid(100).instantiate()
    #expect(instance.variables.count == 404)
    #expect(instance.constraints.count == 865)
    #expect(instance.variables[VariableIndex.width(0)].name == "W0")
    #expect(Checksum(variables: instance.variables) == Checksum())
  }
}
