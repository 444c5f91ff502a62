import DemoSheets
import Foundation

// Renders every demo sheet: NAME.png at 2x for each, and glaze-sheets.pdf with a
// titled page per recipe. Usage: GlazeSheets [DIRECTORY] [--jobs N] [--scale S]
// (`--scale 1` draws the same objects with a quarter of the pixels: the leak
// check's run under valgrind, where pixels are what costs).
let usage = "usage: GlazeSheets [DIRECTORY] [--jobs N] [--scale 1|2|3]\n"
let arguments = Array(CommandLine.arguments.dropFirst())
var directory = "sheets"
var jobs = ProcessInfo.processInfo.activeProcessorCount
var scale: CGFloat = 2
var index = 0
while index < arguments.count {
    if arguments[index] == "--jobs", index + 1 < arguments.count, let count = Int(arguments[index + 1]), count > 0 {
        jobs = count
        index += 2
    } else if arguments[index] == "--scale", index + 1 < arguments.count, let value = Int(arguments[index + 1]), (1...3).contains(value) {
        scale = CGFloat(value)
        index += 2
    } else if !arguments[index].hasPrefix("-") {
        directory = arguments[index]
        index += 1
    } else {
        FileHandle.standardError.write(Data(usage.utf8))
        exit(2)
    }
}
let sheets = allSheets
let start = Date()
let output = URL(fileURLWithPath: directory)

/// Waits for an async render from synchronous top-level code, so that with one
/// job the program never starts a task (and runs under valgrind). Everything
/// the task needs comes in as arguments: top-level variables belong to the main
/// actor, which is blocked here.
func renderInParallel(_ sheets: [Sheet], to output: URL, scale: CGFloat, jobs: Int) throws -> [URL] {
    nonisolated(unsafe) var result: Result<[URL], Error> = .success([])
    let done = DispatchSemaphore(value: 0)
    Task.detached {
        do { result = .success(try await SheetBook.render(sheets, to: output, scale: scale, jobs: jobs)) } catch { result = .failure(error) }
        done.signal()
    }
    done.wait()
    return try result.get()
}

do {
    let files = jobs == 1 ? try SheetBook.renderSequentially(sheets, to: output, scale: scale)
        : try renderInParallel(sheets, to: output, scale: scale, jobs: jobs)
    for file in files.sorted(by: { $0.path < $1.path }) { print("wrote \(file.path)") }
    print(String(format: "rendered %d sheets in %.2f s with %d jobs", sheets.count, Date().timeIntervalSince(start), jobs))
} catch {
    FileHandle.standardError.write(Data("sheets: \(error)\n".utf8))
    exit(1)
}
