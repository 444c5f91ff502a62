import Foundation
import Glaze

/// Renders a set of sheets: a PNG of each and one PDF with a page per sheet,
/// with up to `jobs` renders at once.
public enum SheetBook {
    /// Writes `NAME.png` for every sheet and `pdfName` holding all of them, in
    /// `directory` (created if needed); returns the files written.
    ///
    /// The PNGs render in parallel, each on a task of its own; the PDF, whose
    /// pages must be written in order, is one more job running beside them.
    public static func render(_ sheets: [Sheet], to directory: URL, scale: CGFloat = 2, jobs: Int,
                              pdfName: String = "glaze-sheets.pdf") async throws -> [URL] {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        enum Job: Sendable {
            case png(Sheet)
            case pdf
        }
        let work: [Job] = [.pdf] + sheets.map { .png($0) }
        let pdfURL = directory.appendingPathComponent(pdfName)
        return try await withThrowingTaskGroup(of: URL.self) { group in
            var written: [URL] = []
            var pending = work[...]
            func start(_ job: Job) {
                // On the global concurrent executor, whatever executor the caller
                // prefers (a benchmark harness may prefer a serial one).
                group.addTask(executorPreference: globalConcurrentExecutor) {
                    switch job {
                    case let .png(sheet):
                        return try sheet.writePNG(to: directory, scale: scale)
                    case .pdf:
                        let pdf = try PDFDocument(writingTo: pdfURL, title: "Glaze demo sheets")
                        for sheet in sheets { try pdf.addPage(size: sheet.size, sheet.draw) }
                        try pdf.close()
                        return pdfURL
                    }
                }
            }
            for _ in 0..<max(1, jobs) {
                guard let job = pending.popFirst() else { break }
                start(job)
            }
            while let url = try await group.next() {
                written.append(url)
                if let job = pending.popFirst() { start(job) }
            }
            return written
        }
    }

    /// The same files, rendered one after another on the calling thread, with no
    /// tasks at all (which is what valgrind can follow).
    public static func renderSequentially(_ sheets: [Sheet], to directory: URL, scale: CGFloat = 2,
                                          pdfName: String = "glaze-sheets.pdf") throws -> [URL] {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let pdfURL = directory.appendingPathComponent(pdfName)
        let pdf = try PDFDocument(writingTo: pdfURL, title: "Glaze demo sheets")
        for sheet in sheets { try pdf.addPage(size: sheet.size, sheet.draw) }
        try pdf.close()
        return try [pdfURL] + sheets.map { try $0.writePNG(to: directory, scale: scale) }
    }
}
