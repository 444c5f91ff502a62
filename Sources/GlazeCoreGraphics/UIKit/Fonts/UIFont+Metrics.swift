import Foundation
import Glaze

extension UIFont {
    /// The height of one line of text, in points: ``ascender`` less
    /// ``descender``, with no ``leading``, as Glaze lays lines out.
    public var lineHeight: CGFloat { metrics.lineHeight }
    /// The distance from the baseline to the top of a line.
    public var ascender: CGFloat { metrics.ascender }
    /// The distance from the baseline to the bottom of a line, negative.
    public var descender: CGFloat { metrics.ascender - metrics.lineHeight }
    /// The space between lines that the font asks for: 0, since Glaze's lines
    /// (like the system font's on iOS) are exactly ``lineHeight`` apart.
    public var leading: CGFloat { 0 }
    /// The height of a flat capital above the baseline ("H"), as drawn.
    public var capHeight: CGFloat { metrics.capHeight }
    /// The height of a flat lower-case letter above the baseline ("x"), as drawn.
    public var xHeight: CGFloat { metrics.xHeight }

    private var metrics: FontMetrics { FontMetrics.of(glazeFont) }
}

/// A font's vertical metrics, measured from what Pango lays out and draws, so
/// that they agree with the text: the line box of "Hg", and the ink of "H"
/// and "x" (no hinting, so the ink is the outline's).
struct FontMetrics: Sendable {
    var ascender: CGFloat
    var lineHeight: CGFloat
    var capHeight: CGFloat
    var xHeight: CGFloat

    /// The metrics of `font`, measured once and then kept: labels ask for
    /// them on every layout.
    static func of(_ font: Font) -> FontMetrics {
        let revision = FontRegistry.revision
        if let known = cache.lookUp(font, revision: revision) { return known }
        let measured = measure(font)
        cache.keep(measured, for: font, measuredAt: revision)
        return measured
    }

    private static func measure(_ font: Font) -> FontMetrics {
        guard let line = try? TextLayout("Hg", font: font) else {
            return FontMetrics(ascender: font.size, lineHeight: font.size, capHeight: 0, xHeight: 0)
        }
        func inkHeight(_ text: String) -> CGFloat {
            guard let layout = try? TextLayout(text, font: font) else { return 0 }
            let ink = layout.inkExtents
            return ink.isEmpty ? 0 : layout.baseline - ink.minY
        }
        return FontMetrics(ascender: line.baseline, lineHeight: line.size.height, capHeight: inkHeight("H"),
                           xHeight: inkHeight("x"))
    }

    private static let cache = MetricsCache()
}

/// Measured metrics by font, at most a few hundred fonts: a program that makes
/// fonts of ever new sizes measures again rather than growing without bound.
/// Registering a font file forgets them all, as a family may now resolve to it.
private final class MetricsCache: @unchecked Sendable {
    private let lock = NSLock()
    private var byFont: [Font: FontMetrics] = [:]
    private var revision = 0
    private static let capacity = 512

    /// The metrics kept for `font`, if they were measured at `revision` of
    /// the registered fonts.
    func lookUp(_ font: Font, revision: Int) -> FontMetrics? {
        lock.withLock { self.revision == revision ? byFont[font] : nil }
    }

    func keep(_ metrics: FontMetrics, for font: Font, measuredAt revision: Int) {
        lock.withLock {
            // Metrics measured before a registration are not kept after it.
            guard revision >= self.revision else { return }
            if byFont.count >= Self.capacity || revision != self.revision {
                byFont.removeAll(keepingCapacity: true)
                self.revision = revision
            }
            byFont[font] = metrics
        }
    }
}
