import FuzzSupport
import Foundation
@_spi(Fuzzing) import Glaze

/// Fonts registered since the last reset. Registration lasts for the life of
/// the process, so every 500 the harness forgets them all: fontconfig's list
/// of application fonts, and the memory files behind them, stay bounded.
nonisolated(unsafe) private var registeredSinceReset = 0

/// One font file. Glaze's container checks run first; what passes goes to
/// FreeType and fontconfig through registration from memory, and a font that
/// registers lays out and draws one short line in its first family, so that
/// Pango shapes with it and Cairo rasterises its glyphs.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let families: [String]
    do {
        families = try FontRegistry.register(data: Data(bytes: data, count: size), source: "fuzz")
    } catch {
        note("threw \(error)")
        return 0
    }
    note("registered \(families)")
    do {
        let layout = try TextLayout("Hamburg 0123 ÅÉ", font: Font(family: families[0], size: 14))
        let surface = try ImageSurface(width: 120, height: 24)
        try surface.draw { try $0.draw(layout, at: CGPoint(x: 2, y: 2), color: .black) }
        keep(surface.pixel(x: 10, y: 10))
    } catch {
        note("drawing threw \(error)")
    }
    registeredSinceReset += 1
    if registeredSinceReset == 500 {
        FontRegistry.unregisterAll()
        registeredSinceReset = 0
    }
    return 0
}
