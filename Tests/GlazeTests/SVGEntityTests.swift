import Foundation
@testable import Glaze
import GlazeTestSupport
import Testing

/// Entities are expanded by Glaze, and librsvg is handed the document without
/// them: exactly the text the checks read, and no entity values for librsvg
/// 2.54 to leak (it never frees those libxml2 hands it; the svg fuzzer's leak
/// checker found them).
@Suite("SVG images: entities expanded before librsvg")
struct SVGEntityTests {
    static let illustrator = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [
        \t<!ENTITY ns_svg "http://www.w3.org/2000/svg">
        \t<!ENTITY quoted 'say "hi"'>
        \t<!ENTITY fill "#E88C00">
        ]>
        <svg xmlns="&ns_svg;" width="24" height="24"><rect x="2" y="2" width="20" height="20" fill="&fill;"/><desc title="&quoted;">&quoted; &amp; &fill;</desc></svg>
        """

    @Test("the document librsvg parses has no entity declaration or reference left, quotes escaped where they would end a value")
    func rewritten() throws {
        let checked = try SVGPreflight(Data(Self.illustrator.utf8), source: "illustrator.svg", limits: .standard)
        let text = String(decoding: checked.document, as: UTF8.self)
        #expect(!text.contains("<!ENTITY") && !text.contains("&ns_svg;") && !text.contains("&fill;") && !text.contains("&quoted;"), "\(text)")
        #expect(text.contains(#"<svg xmlns="http://www.w3.org/2000/svg" width="24""#), "\(text)")
        #expect(text.contains(#"title="say &quot;hi&quot;""#) && text.contains(#">say "hi" &amp; #E88C00</desc>"#), "\(text)")
        #expect(text.contains(#"<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN""#))
    }

    @Test("drawn, the rewritten document fills its square with the entity's colour")
    func drawn() throws {
        let image = try SVGImage(data: Data(Self.illustrator.utf8))
        let surface = try ImageSurface(width: 24, height: 24)
        try surface.draw { try $0.draw(image, in: $0.bounds) }
        let pixel = surface.withPixels { $0[12, 12] }
        #expect(pixel == Pixel(red: 0xE8, green: 0x8C, blue: 0x00, alpha: 255), "\(pixel)")
        #expect(surface.withPixels { $0[0, 0] }.alpha == 0)
    }
}
