import Foundation
import Glaze
import Testing

/// Fonts registered from bytes in memory.
@Suite("Font registry: fonts from memory")
struct FontRegistryMemoryTests {
    static let lato = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/brand/fonts/Lato-Bold.ttf")

    @Test("registered bytes give their families and lay out text in that font; the same bytes again do nothing")
    func fromMemory() throws {
        let bytes = try Data(contentsOf: Self.lato)
        #expect(try FontRegistry.register(data: bytes, source: "Lato-Bold.ttf") == ["Lato"])
        #expect(try FontRegistry.register(data: bytes, source: "again") == ["Lato"])
        let layout = try TextLayout("Inbox", font: Font(family: "Lato", size: 20, weight: .bold))
        #expect(layout.resolvedFontFamily == "Lato")
    }

    @Test("bytes that are not a font, or too many of them, are named errors")
    func refused() throws {
        #expect {
            try FontRegistry.register(data: Data("not a font".utf8), source: "fake.ttf")
        } throws: { error in
            guard case let .unreadableFont(source, _) = (error as? GlazeError)?.storage else { return false }
            return source == "fake.ttf"
        }
        var limits = InputLimits.standard
        limits.maximumFontBytes = 10
        #expect {
            try FontRegistry.register(data: Data(count: 11), source: "big.ttf", limits: limits)
        } throws: { error in
            guard case .limitExceeded = (error as? GlazeError)?.storage else { return false }
            return "\(error)".contains("big.ttf")
        }
    }
}
