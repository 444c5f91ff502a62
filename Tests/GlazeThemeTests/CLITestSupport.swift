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

/// Whether this is a ThreadSanitizer build, whose runtime reserves terabytes of
/// address space and so cannot run under an address-space limit.
let underThreadSanitizer = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__tsan_init") != nil

/// Runs `glaze` with `arguments` and collects its exit status and output.
///
/// With `bounded`, glaze runs with 1 GiB of address space (but under
/// ThreadSanitizer, which the ordinary run covers) and is killed after 30
/// seconds (300 under ThreadSanitizer), so a regression that expands a small file without bound fails the
/// test instead of taking the machine. It runs in `directory` when one is given,
/// with `environment` added to the test's own.
func runGlaze(_ arguments: [String], bounded: Bool = false, in directory: URL? = nil,
              environment: [String: String] = [:]) throws -> RunResult {
    let process = Process()
    process.currentDirectoryURL = directory
    if !environment.isEmpty {
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    if bounded {
        let memory = underThreadSanitizer ? "" : "ulimit -v 1048576 && "
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // Instrumented code runs many times slower: the time bound is the plain
        // run's to enforce; under the sanitizer it only stops a real hang.
        let seconds = underThreadSanitizer ? 300 : 30
        process.arguments = ["-c", memory + "exec timeout -s KILL \(seconds) \"$0\" \"$@\"", glazeExecutable.path] + arguments
    } else {
        process.executableURL = glazeExecutable
        process.arguments = arguments
    }
    // Standard error goes to a file, not a pipe: a pipe read only after standard
    // output ends would block a child that fills it (a sanitizer's report, say).
    let out = Pipe()
    let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("glaze-stderr-\(UUID().uuidString)")
    guard FileManager.default.createFile(atPath: errorFile.path, contents: nil) else { throw CocoaError(.fileWriteUnknown) }
    process.standardOutput = out
    process.standardError = try FileHandle(forWritingTo: errorFile)
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let errData = try Data(contentsOf: errorFile)
    try? FileManager.default.removeItem(at: errorFile)
    return RunResult(status: process.terminationStatus, output: String(decoding: outData, as: UTF8.self),
                     error: String(decoding: errData, as: UTF8.self))
}

/// Writes `text` into a file called `name` in a fresh directory.
func themeFile(_ name: String, _ text: String) throws -> URL {
    let url = try scratchDirectory("glaze-theme").appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url
}

/// Starts `glaze` with `arguments` and returns at once, for tests that signal
/// it mid-run; standard output is discarded, standard error goes to `errorFile`.
func startGlaze(_ arguments: [String], errorFile: URL) throws -> Process {
    let process = Process()
    process.executableURL = glazeExecutable
    process.arguments = arguments
    guard FileManager.default.createFile(atPath: errorFile.path, contents: nil) else { throw CocoaError(.fileWriteUnknown) }
    process.standardOutput = FileHandle.nullDevice
    process.standardError = try FileHandle(forWritingTo: errorFile)
    try process.run()
    return process
}
