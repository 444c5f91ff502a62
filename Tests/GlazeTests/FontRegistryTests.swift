import Foundation
import Glaze
import GlazeTestSupport
import Synchronization
import Testing

/// Fonts from files: registered with the process, found by family, measured as
/// themselves, and refused with a named error when they are not fonts.
@Suite("Font files")
struct FontRegistryTests {
    /// Lato Bold (SIL OFL), the example brand theme's font.
    static let lato = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Examples/brand/fonts/Lato-Bold.ttf").standardizedFileURL

    @Test("a file's families are reported without registering it")
    func families() throws {
        #expect(try FontRegistry.families(contentsOf: Self.lato) == ["Lato"])
    }

    @Test("a registered font is the resolved family and measures as itself, not as the fallback")
    func registered() throws {
        let families = try FontRegistry.register(contentsOf: Self.lato)
        #expect(families == ["Lato"])
        #expect(try FontRegistry.register(contentsOf: Self.lato) == ["Lato"], "registering again")
        #expect(FontRegistry.registeredFamilies.contains("Lato"))
        let text = "Hamburgefonstiv 0123"
        let brand = try TextLayout(text, font: Font(family: "Lato", size: 20, weight: .bold))
        let fallback = try TextLayout(text, font: Font(family: Font.defaultFamily, size: 20, weight: .bold))
        #expect(brand.resolvedFontFamily == "Lato")
        #expect(fallback.resolvedFontFamily == Font.defaultFamily)
        // Lato is narrower than DejaVu Sans: measured 205.6 against 258.0 points.
        #expect(brand.size.width < fallback.size.width * 0.9, "\(brand.size.width) vs \(fallback.size.width)")
        // A family nobody registered still falls back rather than failing.
        let unknown = try TextLayout(text, font: Font(family: "No Such Family 7", size: 20))
        #expect(unknown.resolvedFontFamily == Font.defaultFamily)
    }

    @Test("a thread that laid out text before the registration sees the new family afterwards")
    func otherThreads() throws {
        let started = DispatchSemaphore(value: 0), registered = DispatchSemaphore(value: 0), finished = DispatchSemaphore(value: 0)
        let result = Mutex<String?>(nil)
        let thread = Thread {
            // This thread's font map exists before the font is registered.
            _ = try? TextLayout("warm up", font: Font(size: 12)).size
            started.signal()
            registered.wait()
            result.withLock { $0 = try? TextLayout("after", font: Font(family: "Lato", size: 12)).resolvedFontFamily }
            finished.signal()
        }
        thread.start()
        started.wait()
        try FontRegistry.register(contentsOf: Self.lato)
        registered.signal()
        #expect(finished.wait(timeout: .now() + 300) == .success)
        #expect(result.withLock { $0 } == "Lato")
    }

    @Test("refused: a missing file, a directory, a file that is not a font, one over the size limit")
    func refused() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = directory.appendingPathComponent("Missing.ttf")
        #expect(throws: GlazeError(.fileAccess(path: missing.path, reason: "no such file"))) {
            try FontRegistry.register(contentsOf: missing)
        }
        #expect {
            try FontRegistry.register(contentsOf: directory)
        } throws: { error in
            guard case let .fileAccess(path, reason) = (error as? GlazeError)?.storage else { return false }
            return path == directory.path && reason.contains("not a regular file")
        }
        let text = directory.appendingPathComponent("NotAFont.ttf")
        try Data("this is not a font".utf8).write(to: text)
        #expect(throws: GlazeError(.unreadableFont(source: text.path, reason: "not a TrueType or OpenType font, a collection or a WOFF (it begins with 74 68 69 73)"))) {
            try FontRegistry.register(contentsOf: text)
        }
        var limits = InputLimits.standard
        limits.maximumFontBytes = 1000
        let size = try FileManager.default.attributesOfItem(atPath: Self.lato.path)[.size] as! Int
        #expect(throws: GlazeError(.limitExceeded(source: Self.lato.path, quantity: .fileBytes, value: size, limit: 1000))) {
            try FontRegistry.families(contentsOf: Self.lato, limits: limits)
        }
        #expect(!FontRegistry.registeredFamilies.contains { $0.contains("NotAFont") })
    }
}

/// Colour emoji: the test command installs Debian's Noto Color Emoji, whose
/// glyphs are colour bitmaps that Cairo draws as they are.
@Suite("Colour emoji", .tags(.needsColorEmoji))
struct ColourEmojiTests {
    @Test("an emoji in a title comes from the colour emoji font and is drawn in colour")
    func emojiInColour() throws {
        try require(.colorEmoji)
        let layout = try TextLayout("Ship it 🎉", font: .bold(40))
        #expect(layout.usedFontFamilies == [Font.defaultFamily, "Noto Color Emoji"],
                "fonts used: \(layout.usedFontFamilies) (is fonts-noto-color-emoji installed?)")
        let surface = try ImageSurface(size: layout.size, scale: 2)
        try surface.draw { try $0.draw(layout, at: .zero, color: .black) }
        // Black text has no chroma; the party popper's reds, yellows and blues do.
        let colourful = allPixels(surface).filter { pixel in
            let channels = [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
            return pixel.alpha == 255 && channels.max()! - channels.min()! > 100
        }
        #expect(colourful.count > 200, "\(colourful.count) strongly coloured pixels")
    }
}
