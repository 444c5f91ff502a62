import Foundation
import Glaze
import GlazeCoreGraphics
import PortingCorpus
import Testing

/// The corpus' animated layers (Demos/PortingCorpus/ProgressLayers.swift,
/// Swift 5 mode) at several moments of their animations, against the same
/// drawings made through Glaze's own canvas.
@Suite("Porting corpus: animated layers")
struct PortingCorpusLayerTests {
    static let size = CGSize(width: 120, height: 120)

    /// A ring 8 wide inside `size`, `fraction` of the way round from twelve o'clock.
    static func ringRecipe(_ fraction: CGFloat) throws -> Image {
        try CALayerKindsTests.ringRecipe(fraction, size: size, radius: 56, lineWidth: 8, background: nil)
    }

    @Test("the progress ring's strokeEnd animation at its start, middle and end")
    func progressRing() throws {
        try withClock { clock in
            let ring = ProgressRingView(frame: CGRect(origin: .zero, size: Self.size))
            ring.setProgress(0.8, animated: true)
            // easeInEaseOut is symmetric: half the time is half the way, 0.4.
            for (time, fraction) in [(0.0, 0.0), (0.3, 0.4), (0.6, 0.8), (2.0, 0.8)] {
                clock.now = time
                // Part of a ring is stroked as a polyline within 0.01 units of the
                // arc, which Cairo flattens to 0.1 pixel: the antialiased edge
                // differs (measured: 805 of 57,600 pixels beyond ±2 at 0.8 of the
                // way round, none beyond ±25).
                try ArticleComparison.expectMatch(render(ring), Self.ringRecipe(fraction), "corpus-ring-\(time)",
                                                  ArticleTolerance(channelDelta: 2, pixels: 900, largest: 32))
            }
        }
    }

    /// A pie `fraction` of the way round from twelve o'clock, filling `size`.
    static func pieRecipe(_ fraction: CGFloat) throws -> Image {
        try Image(size: size, scale: 2) { canvas in
            guard fraction > 0 else { return }
            var pie = Path()
            pie.move(to: CGPoint(x: 60, y: 60))
            pie.addArc(center: CGPoint(x: 60, y: 60), radius: 60, startAngle: -.pi / 2,
                       endAngle: -.pi / 2 + 2 * .pi * fraction, clockwise: true)
            pie.closeSubpath()
            try canvas.fill(pie, with: .color(glaze(.systemOrange)))
        }
    }

    @Test("the pie layer's own property animates through its action, drawn by its presentation copy")
    func pieLayer() throws {
        try withClock { clock in
            let pie = PieLayer()
            pie.frame = CGRect(origin: .zero, size: Self.size)
            pie.fraction = 0.25
            let format = UIGraphicsImageRendererFormat()
            format.scale = 2
            func shown() -> UIImage {
                UIGraphicsImageRenderer(size: Self.size, format: format).image { pie.render(in: $0.cgContext) }
            }
            try ArticleComparison.expectMatch(shown(), Self.pieRecipe(0.25), "corpus-pie-start", .within(2))
            CATransaction.begin()
            pie.fraction = 0.75
            CATransaction.commit()
            #expect(pie.animationKeys() == ["fraction"])
            for (time, fraction) in [(0.1, 0.375), (0.2, 0.5), (0.5, 0.75)] {
                clock.now = time
                #expect(abs((pie.presentation()?.fraction ?? -1) - fraction) < 1e-9)
                try ArticleComparison.expectMatch(shown(), Self.pieRecipe(fraction), "corpus-pie-\(time)", .within(2))
            }
            #expect(pie.animationKeys() == nil)
        }
    }
}
