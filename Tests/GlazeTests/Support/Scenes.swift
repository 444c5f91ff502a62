import Foundation
import Glaze
import GlazeTestSupport

/// Small drawings that exercise many features at once, for goldens and scale checks.
enum Scenes {
    static let shapesSize = CGSize(width: 160, height: 100)

    /// Paths, a gradient, a clip, a mask, dashes and both fill rules.
    static func shapes(_ canvas: Canvas) throws {
        try canvas.fill(canvas.bounds, with: .color(Color(white: 0.96)))

        // A glossy-ish pill: gradient clipped to a rounded rect, then its border.
        let pill = Path(roundedRect: CGRect(x: 8, y: 8, width: 70, height: 30), cornerRadius: 8)
        try canvas.withSavedState { canvas in
            try canvas.clip(to: pill)
            try canvas.paint(.gradient(.linear(from: CGPoint(x: 0, y: 8), to: CGPoint(x: 0, y: 37),
                                               colors: [Color(red: 0.94, green: 0.82, blue: 0.52),
                                                        Color(red: 0.91, green: 0.55, blue: 0)])))
        }
        try canvas.stroke(pill, with: .color(Color(red: 0.77, green: 0.43, blue: 0)), style: StrokeStyle(lineWidth: 2))

        // Per-corner radii and a radial gradient.
        let tab = Path(roundedRect: CGRect(x: 88, y: 8, width: 64, height: 30),
                       cornerRadii: CornerRadii(topLeft: 12, topRight: 2, bottomRight: 12, bottomLeft: 0))
        try canvas.fill(tab, with: .gradient(.radial(startCenter: CGPoint(x: 110, y: 16), startRadius: 0,
                                                     endCenter: CGPoint(x: 120, y: 23), endRadius: 40,
                                                     stops: [.init(location: 0, color: .white),
                                                             .init(location: 1, color: Color(red: 0.16, green: 0.54, blue: 0.89))])))

        // Even-odd ring and a dashed arc.
        var ring = Path(ellipseIn: CGRect(x: 10, y: 48, width: 44, height: 44))
        ring.addEllipse(in: CGRect(x: 22, y: 60, width: 20, height: 20))
        ring.fillRule = .evenOdd
        try canvas.fill(ring, with: .color(Color(red: 0.65, green: 0.05, blue: 0.05)))
        var arc = Path()
        arc.addArc(center: CGPoint(x: 80, y: 70), radius: 18, startAngle: 0, endAngle: 1.5 * .pi, clockwise: true)
        try canvas.stroke(arc, with: .color(.darkGray), style: StrokeStyle(lineWidth: 3, cap: .round, dash: [6, 4]))

        // A star drawn into a mask, then a gradient painted through the mask.
        let mask = try ImageSurface(width: 40, height: 40, scale: canvas.scale)
        try mask.draw { mask in
            let star = Path(starCenteredAt: CGPoint(x: 20, y: 20), pointCount: 5, outerRadius: 19, innerRadius: 8)
            try mask.fill(star, with: .color(.black))
        }
        try canvas.withSavedState { canvas in
            try canvas.clip(toAlphaOf: mask, in: CGRect(x: 110, y: 50, width: 40, height: 40))
            try canvas.paint(.gradient(.linear(from: CGPoint(x: 0, y: 50), to: CGPoint(x: 0, y: 90),
                                               colors: [Color(red8: 226, green8: 235, blue8: 250),
                                                        Color(red8: 41, green8: 138, blue8: 226)])))
        }
    }

    static let textSize = CGSize(width: 220, height: 110)

    /// A title with a shadow, a truncated line and a centred, wrapped paragraph.
    static func text(_ canvas: Canvas) throws {
        try canvas.fill(canvas.bounds, with: .color(Color(red: 0.2, green: 0.25, blue: 0.33)))
        try canvas.draw(TextLayout("Glaze", font: .bold(22)), at: CGPoint(x: 10, y: 6), color: .white,
                        shadow: TextShadow(color: Color(white: 0.25), offset: CGSize(width: 0, height: -1)))
        try canvas.draw(TextLayout("A back button title that is far too long", font: .bold(12), width: 150, truncation: .tail),
                        at: CGPoint(x: 10, y: 38), color: Color(red: 0.94, green: 0.82, blue: 0.52))
        try canvas.draw(TextLayout("Pango lays out this paragraph, wraps it at words and centres every line.",
                                   font: .body(11), width: 200, alignment: .center),
                        at: CGPoint(x: 10, y: 60), color: Color(white: 0.9))
    }

    /// Every blend mode as a swatch: a two-tone destination with a translucent
    /// source bar drawn across it.
    static func blendSwatches(_ canvas: Canvas) throws {
        let cell: CGFloat = 20
        for (index, mode) in BlendMode.allCases.enumerated() {
            let origin = CGPoint(x: CGFloat(index % 7) * cell, y: CGFloat(index / 7) * cell)
            try canvas.withTransparencyLayer { canvas in
                try canvas.fill(CGRect(x: origin.x + 1, y: origin.y + 1, width: 18, height: 9),
                                with: .color(Color(red: 0.2, green: 0.6, blue: 0.9)))
                try canvas.fill(CGRect(x: origin.x + 1, y: origin.y + 10, width: 18, height: 9),
                                with: .color(Color(red: 0.95, green: 0.8, blue: 0.2, alpha: 0.6)))
                canvas.blendMode = mode
                try canvas.fill(Path(ellipseIn: CGRect(x: origin.x + 4, y: origin.y + 4, width: 12, height: 12)),
                                with: .color(Color(red: 0.8, green: 0.2, blue: 0.1, alpha: 0.8)))
            }
        }
    }

    static let blendSize = CGSize(width: 140, height: 80)

    static func render(_ size: CGSize, scale: CGFloat, _ scene: (Canvas) throws -> Void) throws -> ImageSurface {
        let surface = try ImageSurface(size: size, scale: scale)
        try surface.draw(scene)
        return surface
    }
}
