import Foundation
import Glaze
import GlazeCoreGraphics
import GlazeKit
import PortedArticles
import Testing

/// Article 03: the port's state-aware cache against GlazeKit's `RasterCache`
/// drawing the same button backgrounds.
@Suite("Article 03: state-aware cached rasterization, ported")
struct ArticleRasterCacheTests {
    static func drawn(_ image: UIImage, size: CGSize, scale: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in image.draw(in: CGRect(origin: .zero, size: size)) }
    }

    static func drawn(_ raster: CachedRaster, size: CGSize, scale: CGFloat) throws -> Image {
        try Image(size: size, scale: scale) { canvas in try raster.draw(in: canvas.bounds, on: canvas) }
    }

    // Both draw the hybrid background once per state at 11 × 37 and stretch
    // its middle column: the same tolerance as the hybrid background itself
    // (±2, but for the 6 or 14 bottom-corner pixels of the gradient's end).
    @Test("Hybrid backgrounds, drawn once per state", arguments: [1.0, 2.0])
    func hybrid(scale: CGFloat) throws {
        let port = StateAwareRasterCache(scale: scale)
        let recipe = try RasterCache()
        for width: CGFloat in [60, 200] {
            for state in [ControlState.normal, .highlighted] {
                let size = CGSize(width: width, height: CBHybrid.height)
                let ported = port.image(for: HybridButtonComponent(highlighted: state == .highlighted), size: size)
                let raster = try recipe.raster(for: ButtonBackgroundLook(.hybrid(HybridBackground()), state: state), size: size, scale: scale)
                try ArticleComparison.expectMatch(Self.drawn(ported, size: size, scale: scale), Self.drawn(raster, size: size, scale: scale),
                                                  "cache-hybrid-\(state)-\(Int(width))-\(Int(scale))x",
                                                  ArticleTolerance(channelDelta: 2, pixels: scale == 1 ? 6 : 14, largest: 64))
            }
        }
        #expect(port.renderCount == 2)
    }

    // The glossy background drawn once per colour and state at its minimum
    // width (caps of the radius plus one) and stretched sideways; the same
    // tolerance as the glossy buttons drawn whole.
    @Test("Glossy backgrounds: one image per colour and state, whatever the width", arguments: [1.0, 2.0])
    func glossy(scale: CGFloat) throws {
        let port = StateAwareRasterCache(scale: scale)
        let recipe = try RasterCache()
        let (color, uiColor) = ArticleComparison.color(0.05, 0.05, 0.65)
        for width: CGFloat in [120, 310] {
            for state in [ControlState.normal, .highlighted] {
                let size = CGSize(width: width, height: 54)
                let component = ShinyButtonComponent(color: uiColor, highlighted: state == .highlighted, height: size.height)
                let ported = port.image(for: component, size: size)
                let raster = try recipe.raster(for: ButtonBackgroundLook(.glossy(GlossyButton(color: color)), state: state),
                                               size: size, scale: scale)
                try ArticleComparison.expectMatch(Self.drawn(ported, size: size, scale: scale), Self.drawn(raster, size: size, scale: scale),
                                                  "cache-glossy-\(state)-\(Int(width))-\(Int(scale))x",
                                                  ArticleGlossyTests.tolerance)
            }
        }
        #expect(port.renderCount == 2)
    }

    @Test("A colour keys by its components, not its identity")
    func colourKeys() {
        let cache = StateAwareRasterCache(scale: 1)
        let a = ShinyButtonComponent(color: UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1), highlighted: false, height: 40)
        let b = ShinyButtonComponent(color: UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1), highlighted: false, height: 40)
        #expect(cache.cacheKey(for: a) == cache.cacheKey(for: b))
        #expect(cache.cacheKey(for: a) != cache.cacheKey(for: ShinyButtonComponent(color: .red, highlighted: false, height: 40)))
        #expect(cache.image(for: a, size: CGSize(width: 100, height: 40)) === cache.image(for: b, size: CGSize(width: 300, height: 40)))
        #expect(cache.renderCount == 1)
    }
}
