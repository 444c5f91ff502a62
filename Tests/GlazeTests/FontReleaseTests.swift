import Foundation
import Glaze
import GlazeTestSupport
import Synchronization
import Testing

/// Fonts registered for as long as they are held: released, they stop
/// resolving and their memory file closes, while layouts made before keep
/// drawing in them.
///
/// A thread's font map holds the set of fonts it was built on (every font
/// registered then) until that thread lays out text again or ends. So each
/// test lays out its text on threads of its own that end before it checks a
/// release, the tests run one at a time, and a memory file is awaited while
/// text is laid out on the shared threads, which other suites' tests may have
/// left on a set that had it. Descriptors are told apart by the memory file's
/// inode, not counted, since other tests open and close files meanwhile.
@Suite("Font registry: releasing fonts", .serialized)
struct FontReleaseTests {
    @Test("a released font no longer resolves, and its memory file is closed")
    func released() async throws {
        let family = "Glaze Release Test"
        var (registration, file) = try Self.heldLato(family)
        #expect(registration?.families == [family])
        #expect(Self.openFiles().contains(file))
        #expect(try Self.onThreadThatEnds { try TextLayout("Inbox", font: Font(family: family, size: 20)).resolvedFontFamily } == family)
        // The same bytes held twice are one font, released with the last registration.
        var second: FontRegistration? = try FontRegistry.registration(data: Self.font(family: family, from: FontFiles.lato),
                                                                      source: "again.ttf")
        registration = nil
        #expect(try Self.onThreadThatEnds { try TextLayout("Inbox", font: Font(family: family, size: 20)).resolvedFontFamily } == family)
        #expect(Self.openFiles().contains(file))
        second = nil
        _ = second
        #expect(!FontRegistry.registeredFamilies.contains(family))
        #expect(try Self.onThreadThatEnds { try TextLayout("Inbox", font: Font(family: family, size: 20)).resolvedFontFamily } != family)
        #expect(await Self.closes(file), "the memory file stays open")
    }

    @Test("a layout drawing on another thread while its font is released keeps drawing it, pixel for pixel")
    func layoutDuringRelease() async throws {
        let family = "Glaze Release During Layout"
        var (registration, file) = try Self.heldLato(family)
        let released = DispatchSemaphore(value: 0)
        let drawings = try Self.onThreadThatEnds { () throws -> [Data] in
            let layout = try TextLayout("Hamburgefonstiv", font: Font(family: family, size: 30), width: 400)
            let before = [try Self.png(of: layout), try Self.png(of: layout, antialiased: false)]
            released.wait()
            // Text laid out on this thread now no longer finds the family…
            let later = try TextLayout("Hamburgefonstiv", font: Font(family: family, size: 30), width: 400).resolvedFontFamily
            // …but the layout made before, drawn aliased and not (each switch
            // lays its text out again), still has the font it was made with.
            let after = [try Self.png(of: layout), try Self.png(of: layout, antialiased: false)]
            return before + after + [Data(layout.resolvedFontFamily.utf8), Data(later.utf8)]
        } meanwhile: {
            Thread.sleep(forTimeInterval: 0.05)
            registration = nil
            released.signal()
        }
        _ = registration
        #expect(String(decoding: drawings[4], as: UTF8.self) == family)
        #expect(String(decoding: drawings[5], as: UTF8.self) != family)
        #expect(drawings[2] == drawings[0])
        #expect(drawings[3] == drawings[1])
        // A fallback font draws other pixels: the comparison above can tell.
        let fallback = try Self.onThreadThatEnds {
            try Self.png(of: TextLayout("Hamburgefonstiv", font: Font(family: family, size: 30), width: 400))
        }
        #expect(fallback != drawings[0])
        // The layout and its thread have ended: nothing uses the font's memory now.
        #expect(await Self.closes(file), "the memory file stays open")
    }

    @Test("a font registered after a release, at a path the released one had, draws its own glyphs")
    func pathUsedAgain() async throws {
        let family = "Glaze Release Path"
        var (first, firstFile) = try Self.heldLato(family)
        let text = "Hamburgefonstiv"
        let lato = try Self.onThreadThatEnds { try Self.png(of: TextLayout(text, font: Font(family: family, size: 30), width: 400)) }
        first = nil
        _ = first
        #expect(await Self.closes(firstFile), "the memory file stays open")
        // DejaVu Sans under the same family name, at the descriptor Lato's memory file had (when no other test took it meanwhile).
        let second = try FontRegistry.registration(data: Self.font(family: family, from: FontFiles.dejaVuSans), source: "second.ttf")
        let secondFile = try #require(Self.memoryFile(registeredBy: second))
        let reference = try FontRegistry.registration(data: Self.font(family: family + " Reference", from: FontFiles.dejaVuSans),
                                                      source: "reference.ttf")
        let (drawn, expected) = try Self.onThreadThatEnds {
            (try Self.png(of: TextLayout(text, font: Font(family: family, size: 30), width: 400)),
             try Self.png(of: TextLayout(text, font: Font(family: family + " Reference", size: 30), width: 400)))
        }
        withExtendedLifetime((second, reference)) {}
        #expect(drawn != lato)
        #expect(drawn == expected, "drawn in \(secondFile.descriptor == firstFile.descriptor ? "the same" : "another") descriptor's old glyphs")
    }

    // MARK: Helpers

    /// The sfnt of `url`'s tables with a 'name' table giving `family`.
    static func font(family: String, from url: URL) throws -> Data {
        let tables = FontFiles.tables(of: try FontFiles.bytes(url)).map { table in
            table.tag == "name" ? FontFiles.Table(tag: "name", body: FontFiles.nameTable(family: family)) : table
        }
        return Data(FontFiles.sfnt(tables))
    }

    /// Lato Bold registered under `family`, held (until the caller sets it to nil), and its memory file.
    static func heldLato(_ family: String) throws -> (FontRegistration?, OpenFile) {
        let registration = try FontRegistry.registration(data: font(family: family, from: FontFiles.lato), source: "\(family).ttf")
        return (registration, try #require(memoryFile(registeredBy: registration)))
    }

    /// A file open in this process: its descriptor, and its device and inode,
    /// which no other file shares while it is open.
    struct OpenFile: Hashable {
        let descriptor: Int32
        let device: UInt
        let inode: UInt
    }

    /// Every memory file this process has open.
    static func openFiles() -> Set<OpenFile> {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return Set(names.compactMap { name -> OpenFile? in
            guard let descriptor = Int32(name),
                  let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(name)"),
                  target.hasPrefix("/memfd:glaze-font") else { return nil }
            var status = stat()
            guard stat("/proc/self/fd/\(name)", &status) == 0 else { return nil }
            return OpenFile(descriptor: descriptor, device: UInt(status.st_dev), inode: UInt(status.st_ino))
        })
    }

    /// Whether `file` is closed within 10 seconds (longer under a sanitizer),
    /// while text is laid out on the shared threads (which moves their font
    /// maps to the current set).
    static func closes(_ file: OpenFile) async -> Bool {
        for _ in 0..<Int(patience(10) / 0.05) {
            guard openFiles().contains(file) else { return true }
            await withTaskGroup(of: Void.self) { group in
                for _ in 0..<16 { group.addTask { _ = try? TextLayout("x", font: Font(size: 12)).size } }
            }
            try? await Task.sleep(for: .milliseconds(50))
        }
        return false
    }

    /// The memory file behind `registration`: the one whose bytes are the font's.
    static func memoryFile(registeredBy registration: FontRegistration) -> OpenFile? {
        openFiles().first { file in
            (try? FontRegistry.families(contentsOf: URL(fileURLWithPath: "/proc/self/fd/\(file.descriptor)"))) == registration.families
        }
    }

    /// `layout` drawn black on white at 2x, as PNG bytes.
    static func png(of layout: TextLayout, antialiased: Bool = true) throws -> Data {
        let image = try ImageSurface(width: 420, height: 60, scale: 2)
        try image.draw { canvas in
            canvas.isAntialiased = antialiased
            try canvas.fill(canvas.bounds, with: .color(.white))
            try canvas.draw(layout, at: CGPoint(x: 10, y: 10), color: .black)
        }
        return try image.pngData()
    }

    /// `body`'s result, run on a thread of its own that has ended (its font map
    /// with it) when this returns; `meanwhile` runs here while it does.
    static func onThreadThatEnds<Result: Sendable>(_ body: @escaping @Sendable () throws -> Result,
                                                   meanwhile: () -> Void = {}) throws -> Result {
        let outcome = Mutex<Swift.Result<Result, any Error>?>(nil)
        let run: @Sendable () -> Void = { outcome.withLock { $0 = Swift.Result { try body() } } }
        var thread = pthread_t()
        let context = Unmanaged.passRetained(Box(run)).toOpaque()
        guard pthread_create(&thread, nil, { context in
            let box = Unmanaged<Box>.fromOpaque(context!).takeRetainedValue()
            box.run()
            return nil
        }, context) == 0 else { throw POSIXError(.EAGAIN) }
        meanwhile()
        pthread_join(thread, nil)
        return try outcome.withLock { $0! }.get()
    }

    private final class Box: Sendable {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }
}
