import Foundation

/// The `glaze` executable SwiftPM built beside this test bundle.
let glazeExecutable: URL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("glaze")

/// The repository's Examples folder.
let examplesDirectory: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")

struct RunResult {
    var status: Int32
    var output: String
    var error: String
}

/// Runs `glaze` with `arguments` and collects its exit status and output.
func runGlaze(_ arguments: [String]) throws -> RunResult {
    let process = Process()
    process.executableURL = glazeExecutable
    process.arguments = arguments
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return RunResult(status: process.terminationStatus, output: String(decoding: outData, as: UTF8.self),
                     error: String(decoding: errData, as: UTF8.self))
}

/// A fresh empty directory.
func scratchDirectory(_ name: String = "glaze-cli") throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Writes `text` into a file called `name` in a fresh directory.
func themeFile(_ name: String, _ text: String) throws -> URL {
    let url = try scratchDirectory("glaze-theme").appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url
}
