#if Server
import Foundation
import GlazeTestSupport
import Testing

/// A theme whose font is edited again and again: each version registers its
/// font in the server, and a font no version the server still holds uses is
/// released, its memory file closed.
@Suite("glaze serve: fonts of edited themes")
struct FontEditTests {
    static let lato = examplesFolder.appendingPathComponent("brand/fonts/Lato-Bold.ttf")

    /// Lato Bold padded to 1 MiB with bytes that differ at each `edit`: a new
    /// font file each time (FreeType reads a font's tables, not what follows them).
    static func font(edit: Int) throws -> Data {
        var font = try Data(contentsOf: lato)
        font.append(Data(repeating: UInt8(edit % 251), count: (1 << 20) - font.count))
        font.append(contentsOf: withUnsafeBytes(of: UInt32(edit).bigEndian, Array.init))
        return font
    }

    /// The server's open descriptors, and the bytes of the memory files among them.
    static func descriptors(of pid: pid_t) -> (count: Int, memoryFileBytes: Int) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")) ?? []
        let bytes = names.reduce(0) { total, name in
            let path = "/proc/\(pid)/fd/\(name)"
            guard (try? FileManager.default.destinationOfSymbolicLink(atPath: path))?.hasPrefix("/memfd:") == true else { return total }
            var status = stat()
            return stat(path, &status) == 0 ? total + Int(status.st_size) : total
        }
        return (names.count, bytes)
    }

    /// The server's resident memory now (VmRSS), in bytes.
    static func residentBytes(of pid: pid_t) -> Int {
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") else { return 0 }
        return kilobytes << 10
    }

    @Test("100 edits of a theme's 1 MiB font: descriptors, memory files and resident memory level off; the other theme is served byte for byte")
    func hundredFontEdits() async throws {
        let folder = try scratchDirectory("glaze-serve-fonts").appendingPathComponent("themes")
        let fonty = folder.appendingPathComponent("fonty")
        try FileManager.default.createDirectory(at: fonty, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: examplesFolder.appendingPathComponent("warm-glossy.yaml"),
                                         to: folder.appendingPathComponent("warm-glossy.yaml"))
        try FileManager.default.copyItem(at: examplesFolder.appendingPathComponent("brand/icons/reply.svg"),
                                         to: fonty.appendingPathComponent("reply.svg"))
        // Each version names itself, so that /themes shows when the server has read it.
        func write(edit: Int) throws {
            let staged = fonty.appendingPathComponent(".Brand.ttf.new")
            try Self.font(edit: edit).write(to: staged)
            _ = rename(staged.path, fonty.appendingPathComponent("Brand.ttf").path)
            try """
                name: Fonty \(edit)
                fonts: [Brand.ttf]
                assets:
                  - {name: reply, kind: tintedImage, image: reply.svg, color: "#1F6FD1", size: 24}
                """.write(to: fonty.appendingPathComponent("fonty.yaml"), atomically: true, encoding: .utf8)
        }
        try write(edit: 0)
        // A small look registry, so that the sources it keeps (each with its 1 MiB font) level off early too.
        try await withServerProcess(folder: folder, arguments: ["--look-memory", "4"]) { base, _, server in
            let goodPath = "/themes/warm-glossy/assets/start@2x.png"
            let good = try await fetch(base, goodPath, timeout: patience(60))
            #expect(good.status == 200)
            var samples: [Int: (descriptors: Int, memoryFileBytes: Int, resident: Int)] = [:]
            for edit in 1...100 {
                try write(edit: edit)
                let read = try await eventually(patience(30)) { try await fetch(base, "/themes").text.contains("\"Fonty \(edit)\"") }
                try #require(read, "edit \(edit) was not read")
                if [30, 100].contains(edit) {
                    let (count, bytes) = Self.descriptors(of: server.pid)
                    samples[edit] = (count, bytes, Self.residentBytes(of: server.pid))
                }
            }
            let early = try #require(samples[30]), late = try #require(samples[100])
            // Today's server keeps a memory file for every version: 70 more descriptors and 70 MiB.
            #expect(late.descriptors <= early.descriptors + 2, "descriptors: \(early.descriptors) after 30 edits, \(late.descriptors) after 100")
            #expect(late.memoryFileBytes <= 3 << 20, "memory files: \(early.memoryFileBytes) bytes after 30 edits, \(late.memoryFileBytes) after 100")
            #expect(late.resident < early.resident + (24 << 20), "resident: \(early.resident) bytes after 30 edits, \(late.resident) after 100")
            let rendered = try await fetch(base, "/themes/fonty/assets/reply@2x.png", timeout: patience(60))
            #expect(rendered.status == 200)
            let again = try await fetch(base, goodPath, timeout: patience(60))
            #expect(again.status == 200 && again.body == good.body)
        }
    }
}
#endif
