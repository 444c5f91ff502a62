import Foundation
import Glaze
import GlazeCoreGraphics
import PortingCorpus
import Testing

/// Core Animation's `easeOut` (0, 0; 0.58, 1) at a quarter and half of the
/// time, and `easeIn` (0.42, 0; 1, 1) at half, bisected outside the library.
private let easeOutAtQuarter = 0.37813813082510966
private let easeOutAtHalf = 0.6846431874274606
private let easeInAtHalf = 0.31535681257253945

/// The corpus' gauge (Demos/PortingCorpus/GaugeView.swift, Swift 5 mode) at
/// several moments of its value animation against the same drawing through
/// Glaze's canvas, and its card view's UIKit animations against the frames
/// and alphas worked out by hand.
@Suite("Porting corpus: a gauge of shape layers and labels, a card animated by UIView", .systemFontStandIn(.dejaVuSans))
struct GaugeCorpusTests {
    static let size = CGSize(width: 160, height: 160)

    /// The gauge drawn through Glaze: the track, `fraction` of the value arc
    /// and the tick labels, each laid out as a label lays out one line.
    static func gaugeRecipe(_ fraction: CGFloat, gauge: GaugeView) throws -> Image {
        let center = CGPoint(x: 80, y: 80), radius = gauge.arcRadius
        let start = GaugeView.startAngle, end = GaugeView.endAngle
        return try recipe(size) { canvas in
            var track = Path()
            track.addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: true)
            let style = StrokeStyle(lineWidth: 10, cap: .round)
            try canvas.stroke(track, with: .color(glaze(UIColor(white: 0.88, alpha: 1))), style: style)
            if fraction > 0 {
                var value = Path()
                value.addArc(center: center, radius: radius, startAngle: start,
                             endAngle: start + (end - start) * fraction, clockwise: true)
                try canvas.stroke(value, with: .color(glaze(.systemGreen)), style: style)
            }
            for label in gauge.subviews.compactMap({ $0 as? UILabel }) {
                let layout = try TextLayout(StyledText(label.text ?? "", style: TextStyle(font: Font(size: 11, weight: .medium))),
                                            width: label.frame.width, paragraph: ParagraphStyle(alignment: .center))
                let y = label.frame.minY + ((label.frame.height - layout.size.height) / 2).rounded(.down)
                try canvas.draw(layout, at: CGPoint(x: label.frame.minX, y: y), color: glaze(.darkGray))
            }
        }
    }

    @Test("the gauge's value arc animates strokeEnd with easeOut; each moment matches Glaze's drawing")
    func gauge() throws {
        try withClock { clock in
            let gauge = GaugeView(frame: CGRect(origin: .zero, size: Self.size))
            gauge.layoutIfNeeded()
            #expect(gauge.subviews.compactMap { ($0 as? UILabel)?.text } == ["0", "50", "100"])
            gauge.setValue(0.75, animated: true)
            let moments = [(0.0, 0.0), (0.2, 0.75 * easeOutAtQuarter), (0.4, 0.75 * easeOutAtHalf), (0.8, 0.75), (2, 0.75)]
            for (time, fraction) in moments {
                clock.now = time
                // A part of an arc is stroked as a polyline within 0.01 units of the
                // curve, which Cairo's own flattening puts a few levels away on the
                // antialiased edge (as the progress ring's test measures).
                try ArticleComparison.expectMatch(render(gauge), Self.gaugeRecipe(CGFloat(fraction), gauge: gauge),
                                                  "corpus-gauge-\(time)",
                                                  ArticleTolerance(channelDelta: 2, pixels: 900, largest: 32))
            }
            // A second change mid-flight starts from the value shown.
            clock.now = 3
            gauge.setValue(0.25, animated: true)
            clock.now = 3.4
            try ArticleComparison.expectMatch(render(gauge),
                                              Self.gaugeRecipe(CGFloat(0.75 - 0.5 * easeOutAtHalf), gauge: gauge),
                                              "corpus-gauge-back", ArticleTolerance(channelDelta: 2, pixels: 900, largest: 32))
        }
    }

    @Test("the card springs in and fades out with UIView.animate, at the frames and alphas worked out by hand")
    func card() throws {
        try withClock { clock in
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            container.backgroundColor = .white
            let card = NotificationCardView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
            card.present(in: container, at: CGPoint(x: 60, y: 20))
            // The spring: ζ = 0.7 and ζω = ln 1000 / 0.6 s; it moves y from −60 to 20 and alpha from 0 to 1.
            let zeta = 0.7, omega = log(1000.0) / (zeta * 0.6), damped = omega * (1 - zeta * zeta).squareRoot()
            func progress(_ t: Double) -> Double {
                1 - exp(-zeta * omega * t) * (cos(damped * t) + zeta * omega / damped * sin(damped * t))
            }
            for t in [0.05, 0.1, 0.2, 0.3, 0.5] {
                clock.now = t
                let shown = try #require(card.layer.presentation())
                #expect(abs(shown.frame.minY - (-60 + 80 * progress(t))) < 1e-6, "y at \(t)")
                #expect(abs(Double(shown.opacity) - progress(t)) < 1e-5, "alpha at \(t)")
                #expect(shown.frame.minX == 60)
            }
            // One moment as pixels: the card where the spring has it, at its alpha.
            clock.now = 0.1
            let y = -60 + 80 * progress(0.1), alpha = progress(0.1)
            // The card's straight edges are aliased, as Core Animation's are:
            // at 2x its top and bottom light the rows whose centres they hold.
            let top = ((2 * y - 0.5).rounded(.up)) / 2, bottom = ((2 * (y + 60) - 0.5).rounded(.up)) / 2
            let expected = try Image(size: container.bounds.size, scale: 2) { canvas in
                try canvas.fill(canvas.bounds, with: .color(.white))
                try canvas.fill(Path(roundedRect: CGRect(x: 60, y: top, width: 200, height: bottom - top), cornerRadius: 8),
                                with: .color(glaze(UIColor.systemBlue.withAlphaComponent(alpha))))
            }
            try ArticleComparison.expectMatch(render(container), expected, "corpus-card-spring", .within(1))

            clock.now = 1
            var dismissed: [Bool] = []
            card.onDismissed = { dismissed.append($0) }
            card.dismiss()
            #expect(card.alpha == 0 && card.transform == CGAffineTransform(scaleX: 0.9, y: 0.9))
            clock.now = 1.05
            #expect(card.layer.presentation()?.opacity == 1)
            clock.now = 1.25
            let shown = try #require(card.layer.presentation())
            #expect(abs(Double(shown.opacity) - (1 - easeInAtHalf)) < 1e-5)
            #expect(abs(Double(shown.affineTransform().a) - (1 - 0.1 * easeInAtHalf)) < 1e-5)
            _ = render(container)
            #expect(dismissed.isEmpty && card.superview === container)
            // Past 1.1 + 0.3 (which in binary is a hair above 1.4).
            clock.now = 1.41
            _ = render(container)
            #expect(dismissed == [true])
            #expect(card.superview == nil)
        }
    }
}
