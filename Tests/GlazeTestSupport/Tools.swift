import Foundation
import Glaze
import Testing

/// Runs a command-line tool (such as poppler's pdfinfo) and returns its standard output.
/// A tool from outside the toolchain must be installed and the test tagged
/// for it (see `requireTool(forExecutable:)`): a missing one fails the test in one line.
public func runTool(_ name: String, _ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
    String(decoding: try runToolBytes(name, arguments, sourceLocation: sourceLocation), as: UTF8.self)
}

/// Runs a command-line tool as ``runTool(_:_:sourceLocation:)`` does and
/// returns its standard output as bytes: for output that need not be UTF-8.
public func runToolBytes(_ name: String, _ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> Data {
    try requireTool(forExecutable: name, sourceLocation: sourceLocation)
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
    return data
}

public struct ToolFailure: Error, CustomStringConvertible {
    /// The command line that failed.
    public var command: String
    /// Its exit status.
    public var status: Int32
    /// The failure in words.
    public var description: String { "`\(command)` exited with status \(status)" }
}

/// The value of one `Name: value` line of pdfinfo's output, whatever its spacing.
public func pdfInfoField(_ info: String, _ name: String) -> String? {
    for line in info.split(separator: "\n") where line.hasPrefix(name + ":") {
        return line.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces)
    }
    return nil
}

/// A fresh empty directory under the system's temporary folder, its name starting with `prefix`.
public func scratchDirectory(_ prefix: String = "glaze-tests") throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// The files in `folder`, beside the test file that asks (`#filePath`), sorted by name:
/// fixtures a parameterized test runs over.
public func fixtureFiles(_ folder: String, besideFile file: String = #filePath) -> [URL] {
    let directory = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent(folder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.sorted().map { directory.appendingPathComponent($0) }
}

/// The images poppler's `pdfimages -list` reports in a PDF (soft masks included):
/// the lines after its two-line header.
public func pdfImages(in pdf: URL) throws -> [Substring] {
    Array(try runTool("pdfimages", ["-list", pdf.path]).split(separator: "\n").dropFirst(2))
}

/// The first page of a PDF as poppler rasterises it at `scale` (72 dpi times `scale`).
public func popplerRendering(of pdf: URL, scale: Int) throws -> ImageSurface {
    let stem = pdf.deletingPathExtension().path + "-poppler"
    _ = try runTool("pdftoppm", ["-r", "\(72 * scale)", "-png", "-singlefile", "-f", "1", "-l", "1", pdf.path, stem])
    return try ImageSurface(contentsOf: URL(fileURLWithPath: stem + ".png"), scale: CGFloat(scale))
}

/// Writes a one-page PDF called `name` in `directory`, its page of `size` drawn by `body`.
public func writePDF(_ name: String, in directory: URL, size: CGSize, _ body: (Canvas) throws -> Void) throws -> URL {
    let url = directory.appendingPathComponent(name)
    let document = try PDFDocument(writingTo: url, title: name)
    try document.addPage(size: size, body)
    try document.close()
    return url
}
