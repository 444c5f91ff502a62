import Foundation
import GlazeTestSupport

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
///
/// With `bounded`, glaze runs with 1 GiB of address space and is killed after
/// 30 seconds (exit 124 or a signal), so a regression that expands a small file
/// without bound fails the test instead of taking the machine.
func runGlaze(_ arguments: [String], bounded: Bool = false) throws -> RunResult {
    let process = Process()
    if bounded {
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", #"ulimit -v 1048576 && exec timeout -s KILL 30 "$0" "$@""#, glazeExecutable.path] + arguments
    } else {
        process.executableURL = glazeExecutable
        process.arguments = arguments
    }
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


/// Writes `text` into a file called `name` in a fresh directory.
func themeFile(_ name: String, _ text: String) throws -> URL {
    let url = try scratchDirectory("glaze-theme").appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url
}
