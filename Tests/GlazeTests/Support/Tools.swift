import Foundation

/// Runs a command-line tool (such as poppler's pdfinfo) and returns its standard output.
/// The test scripts install poppler-utils, so a missing tool fails the test.
func runTool(_ name: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [name] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = Pipe()
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw ToolFailure(command: ([name] + arguments).joined(separator: " "), status: process.terminationStatus)
    }
    return String(decoding: data, as: UTF8.self)
}

struct ToolFailure: Error, CustomStringConvertible {
    var command: String
    var status: Int32
    var description: String { "`\(command)` exited with status \(status)" }
}

/// The value of one `Name: value` line of pdfinfo's output, whatever its spacing.
func pdfInfoField(_ info: String, _ name: String) -> String? {
    for line in info.split(separator: "\n") where line.hasPrefix(name + ":") {
        return line.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces)
    }
    return nil
}
