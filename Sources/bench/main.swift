// `bench <benchmark> [options]`: the project's benchmarks, one subcommand each (see
// BenchCommand.swift). stdout carries only machine-readable lines; humans read stderr.
import Foundation

exit(BenchCommand.run(Array(CommandLine.arguments.dropFirst())))
