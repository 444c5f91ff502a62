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
/// With `bounded`, glaze runs with 1 GiB of address space (but under
/// ThreadSanitizer, which the ordinary run covers) and is killed after 30
/// seconds (300 under ThreadSanitizer), so a regression that expands a small file without bound fails the
/// test instead of taking the machine. It runs in `directory` when one is given,
/// with `environment` added to the test's own. It waits for a process slot
/// (``ProcessSlots``) and, while glaze runs, suspends rather than holding one
/// of the few threads every test shares.
func runGlaze(_ arguments: [String], bounded: Bool = false, in directory: URL? = nil,
              environment: [String: String] = [:]) async throws -> RunResult {
    let command: [String]
    if bounded {
        let memory = underThreadSanitizer ? "" : "ulimit -v 1048576 && "
        let seconds = Int(patience(30))
        command = ["/bin/sh", "-c", memory + "exec timeout -s KILL \(seconds) \"$0\" \"$@\"", glazeExecutable.path] + arguments
    } else {
        command = [glazeExecutable.path] + arguments
    }
    // Both streams go to files, which nothing has to drain while glaze runs.
    let scratch = try scratchDirectory("glaze-run")
    let outputFile = scratch.appendingPathComponent("stdout"), errorFile = scratch.appendingPathComponent("stderr")
    let status = try await ProcessSlots.withSlot {
        try await ChildProcess(command, standardOutput: outputFile, standardError: errorFile,
                               directory: directory, environment: environment).waitForExit()
    }
    let result = RunResult(status: status, output: String(decoding: try Data(contentsOf: outputFile), as: UTF8.self),
                           error: String(decoding: try Data(contentsOf: errorFile), as: UTF8.self))
    try? FileManager.default.removeItem(at: scratch)
    return result
}

/// Writes `text` into a file called `name` in a fresh directory.
func themeFile(_ name: String, _ text: String) throws -> URL {
    let url = try scratchDirectory("glaze-theme").appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url
}

/// Starts `glaze` with `arguments` and returns at once, for tests that signal
/// it mid-run; standard output is discarded, standard error goes to `errorFile`.
/// The caller holds a process slot (``ProcessSlots``) until glaze has ended.
func startGlaze(_ arguments: [String], errorFile: URL) throws -> ChildProcess {
    try ChildProcess([glazeExecutable.path] + arguments, standardError: errorFile)
}
