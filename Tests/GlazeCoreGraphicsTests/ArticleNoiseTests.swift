import Foundation
import Glaze
import GlazeCoreGraphics
import GlazeKit
import PortedArticles
import Testing

/// Article 05: the port's noise button against GlazeKit's `NoiseTexture`.
@Suite("Article 05: the noise texture, ported")
struct ArticleNoiseTests {
    // The port reproduces GlazeKit's seeded noise, so both draw the same
    // noise pixels at 5% over the same gradient, clip and outline: ±1 level
    // allows for rounding of the 5% blend and the gradient.
    @Test("The 70 × 44 button, and tiled to 220 points", arguments: [1.0, 2.0])
    func noiseButton(scale: CGFloat) throws {
        for seed: UInt64 in [1, 42] {
            let texture = NoiseTexture(seed: seed)
            let port = NoiseButton.buttonImage(seed: seed, scale: scale)
            try ArticleComparison.expectMatch(port, texture.image(scale: scale), "noise-\(seed)-\(Int(scale))x", .within(1))
            let wide = CGSize(width: 220, height: NoiseButton.height)
            let format = UIGraphicsImageRendererFormat()
            format.scale = scale
            let portWide = UIGraphicsImageRenderer(size: wide, format: format).image { _ in
                port.draw(in: CGRect(origin: .zero, size: wide))
            }
            try ArticleComparison.expectMatch(portWide, texture.resizableImage(scale: scale).rendered(size: wide, scale: scale),
                                              "noise-wide-\(seed)-\(Int(scale))x", .within(1))
        }
    }
}
