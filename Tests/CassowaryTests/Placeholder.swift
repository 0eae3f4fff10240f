import Testing
@testable import Cassowary
