import Foundation
import Glaze
import GlazeCoreGraphics
import GlazeKit
import PortedArticles
import Testing

/// Article 01: the port's tints and hybrid background against GlazeKit's
/// `Tint` and `HybridBackground`.
@Suite("Article 01: tinting and the hybrid background, ported")
struct ArticleTintingTests {
    /// A grey button with light and shade and soft edges: what the article tints.
    static func greyButton(scale: CGFloat) throws -> Image {
        try Image(size: CGSize(width: 60, height: 30), scale: scale) { canvas in
            try canvas.fill(Path(roundedRect: CGRect(x: 1, y: 1, width: 58, height: 28), cornerRadius: 8),
                            with: .gradient(.linear(from: .zero, to: CGPoint(x: 0, y: 30),
                                                    colors: [Color(white: 0.95), Color(white: 0.3, alpha: 0.8)])))
        }
    }

    // Both sides run the same blend modes in the same order on the same
    // pixels, so they should agree to the level; ±1 allows a rounding
    // difference in how the tint colour reaches the canvas.
    @Test("Flat and gradient-preserving tints", arguments: [1.0, 2.0])
    func tints(scale: CGFloat) throws {
        let source = try Self.greyButton(scale: scale)
        let (color, uiColor) = ArticleComparison.color(0.8, 0.1, 0.1)
        let port = ArticleComparison.uiImage(source)
        try ArticleComparison.expectMatch(port.tintedImage(with: uiColor), Tint(color: color, mode: .flat).apply(to: source),
                                          "tint-flat-\(Int(scale))x", .within(1))
        try ArticleComparison.expectMatch(port.tintedGradientImage(with: uiColor),
                                          Tint(color: color, mode: .gradientPreserving).apply(to: source),
                                          "tint-gradient-\(Int(scale))x", .within(1))
    }

    // The same path, gradient, border and glow drawn in the same order, ±2
    // levels for antialiasing along the corners, except in the bottom row:
    // the article's gradient ends at h − 1 without extending (Core Graphics
    // then leaves the last row unpainted, and the port keeps that), where
    // GlazeKit's pads. The opaque border hides the difference along the
    // edge, not in the corners, where the border is partly transparent: 6
    // pixels at 1x and 14 at 2x.
    @Test("CBHybrid: its shared background at its minimum size, and a button stretching it", arguments: [1.0, 2.0])
    func hybrid(scale: CGFloat) throws {
        let tolerance = ArticleTolerance(channelDelta: 2, pixels: scale == 1 ? 6 : 14, largest: 64)
        let button = UIScreen.main.withScale(scale) { CBHybrid(frame: CGRect(x: 0, y: 0, width: 200, height: CBHybrid.height)) }
        for state in [ControlState.normal, .highlighted] {
            let highlighted = state == .highlighted
            let recipe = try HybridBackground().resizableImage(state: state, scale: scale)
            let background = try #require(button.backgroundImage(for: highlighted ? .highlighted : .normal))
            #expect(background.size == CGSize(width: 11, height: 37))
            #expect(background.capInsets == UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5))
            try ArticleComparison.expectMatch(background, recipe.image, "hybrid-\(state)-\(Int(scale))x", tolerance)
            button.isHighlighted = highlighted
            try ArticleComparison.expectMatch(button.renderedImage(scale: scale),
                                              recipe.rendered(size: CGSize(width: 200, height: CBHybrid.height), scale: scale),
                                              "hybrid-wide-\(state)-\(Int(scale))x", tolerance)
        }
        // Drawn once: every later button shares the images.
        let second = UIScreen.main.withScale(scale) { CBHybrid(frame: .zero) }
        #expect(second.backgroundImage(for: .normal) === button.backgroundImage(for: .normal))
    }
}
