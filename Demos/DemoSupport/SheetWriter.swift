import Foundation
import Glaze

/// One demo sheet: a page size and the code that draws it.
public struct Sheet {
    /// The file name without extension, such as `core`.
    public var name: String
    /// The page size in points.
    public var size: CGSize
    /// Draws the page.
    public var draw: (Canvas) throws -> Void

    /// Creates a sheet.
    public init(name: String, size: CGSize, draw: @escaping (Canvas) throws -> Void) {
        self.name = name
        self.size = size
        self.draw = draw
    }

    /// Writes `NAME.png` at `scale` and a one-page `NAME.pdf` into `directory`,
    /// creating it if needed; returns the two files.
    @discardableResult
    public func write(to directory: URL, scale: CGFloat = 2) throws -> [URL] {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let png = directory.appendingPathComponent("\(name).png")
        let image = try ImageSurface(size: size, scale: scale)
        try image.draw(draw)
        try image.writePNG(to: png)

        let pdfURL = directory.appendingPathComponent("\(name).pdf")
        let pdf = try PDFDocument(writingTo: pdfURL, title: "Glaze — \(name)")
        try pdf.addPage(size: size, draw)
        try pdf.close()
        return [png, pdfURL]
    }
}

/// The output directory named by the first command-line argument, or `sheets`.
public func sheetDirectory(arguments: [String] = CommandLine.arguments) -> URL {
    URL(fileURLWithPath: arguments.count > 1 ? arguments[1] : "sheets")
}
