import Foundation
import GlazeCoreGraphics

/// Article 04: Matt Gallagher's shiny buttons, his `UIButton (Glossy)`
/// category as functions that return the background image.
public enum ShinyButton {
    /// Below this width or height nothing is drawn, as in the article.
    public static let minimumSize: CGFloat = 4
    /// The article's corner radius, "experimentally determined".
    public static let cornerRadius: CGFloat = 10

    /// The background for a button of `size` in `color`: with `border`, a
    /// one-pixel grey outline and the gloss inside it; without, the gloss
    /// filling the whole rounded rect. `nil` below ``minimumSize``.
    public static func backgroundImage(size: CGSize, color: UIColor, border: Bool = true, scale: CGFloat) -> UIImage? {
        guard size.width >= minimumSize, size.height >= minimumSize else { return nil }
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            drawBackground(size: size, color: color, border: border, context: context.cgContext)
        }
    }

    /// Draws the background for a button of `size` into `context` (flipped,
    /// as a renderer's is), with its top-left corner at the origin.
    public static func drawBackground(size: CGSize, color: UIColor, border: Bool, context: CGContext) {
        guard size.width >= minimumSize, size.height >= minimumSize else { return }
        context.saveGState()
        // The article drew y-up; flipping keeps its rects and gradient direction.
        context.translateBy(x: 0, y: size.height)
        context.concatenate(CGAffineTransform(scaleX: 1, y: -1))
        context.setStrokeColor(UIColor(red: 159.0 / 255, green: 159.0 / 255, blue: 159.0 / 255, alpha: 1).cgColor)
        if border {
            addRoundedRectPath(CGRect(x: 0.5, y: 0.5, width: size.width - 1, height: size.height - 1), inset: 0, to: context)
            context.strokePath()
            let inner = CGRect(x: 1, y: 1, width: size.width - 2, height: size.height - 2)
            addRoundedRectPath(inner, inset: 1, to: context)
            context.clip()
            drawGlossyRect(inner, color: color, in: context)
        } else {
            let whole = CGRect(origin: .zero, size: size)
            addRoundedRectPath(whole, inset: 0, to: context)
            context.clip()
            drawGlossyRect(whole, color: color, in: context)
        }
        context.restoreGState()
    }

    /// Adds the article's rounded rect to `context`'s path: corners of
    /// ``cornerRadius`` less `inset`, no more than half the shorter side, so
    /// that an inset path stays parallel to the outer one.
    public static func addRoundedRectPath(_ rect: CGRect, inset: CGFloat, to context: CGContext) {
        let shorter = min(rect.width, rect.height)
        guard shorter > 0 else { return }
        let d = min(max(cornerRadius - inset, 0), shorter / 2)
        let (l, r, b, t) = (rect.minX, rect.maxX, rect.minY, rect.maxY)
        context.beginPath()
        context.move(to: CGPoint(x: l + d, y: b))
        context.addArc(tangent1End: CGPoint(x: r, y: b), tangent2End: CGPoint(x: r, y: t), radius: d)
        context.addArc(tangent1End: CGPoint(x: r, y: t), tangent2End: CGPoint(x: l, y: t), radius: d)
        context.addArc(tangent1End: CGPoint(x: l, y: t), tangent2End: CGPoint(x: l, y: b), radius: d)
        context.addArc(tangent1End: CGPoint(x: l, y: b), tangent2End: CGPoint(x: r, y: b), radius: d)
        context.closePath()
    }

    /// Fills the clip over `rect` with the gloss of `color`, from the top of
    /// the rect (its maximum y, in the article's y-up space) to the bottom.
    public static func drawGlossyRect(_ rect: CGRect, color: UIColor, in context: CGContext) {
        guard let gradient = glossGradient(for: color) else { return }
        context.drawLinearGradient(gradient, start: CGPoint(x: rect.minX, y: rect.maxY),
                                   end: CGPoint(x: rect.minX, y: rect.minY), options: [])
    }

    /// Draws the article's title centred in `rect`: bold white, 28 points,
    /// with a dark grey shadow one point up.
    public static func drawTitle(_ title: String, in rect: CGRect) {
        let shadow = NSShadow()
        shadow.shadowColor = UIColor(red: 0.25, green: 0.25, blue: 0.25, alpha: 1)
        shadow.shadowOffset = CGSize(width: 0, height: -1)
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.boldSystemFont(ofSize: 28), .foregroundColor: UIColor.white, .shadow: shadow,
        ]
        let size = title.size(withAttributes: attributes)
        title.draw(at: CGPoint(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2), withAttributes: attributes)
    }

    /// Gallagher drew the gloss with a CGShading that evaluated his function
    /// per pixel; a gradient sampled at 64 stops a half follows those curves
    /// to a fraction of a level, with the hard edge as two stops at 0.5.
    static func glossGradient(for color: UIColor) -> CGGradient? {
        let gloss = Gloss(color)
        let pieces = 64
        var colors: [CGColor] = [], locations: [CGFloat] = []
        for i in 0...pieces {
            let t = 0.5 * CGFloat(i) / CGFloat(pieces)
            // The top half's last stop is its limit just above the edge.
            colors.append(gloss.color(at: i == pieces ? 0.5 - 1e-9 : t))
            locations.append(t)
        }
        for i in 0...pieces {
            let t = 0.5 + 0.5 * CGFloat(i) / CGFloat(pieces)
            colors.append(gloss.color(at: t))
            locations.append(t)
        }
        return CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray, locations: locations)
    }
}

/// Gallagher's gloss function with his constants: a white reflection fading
/// down the top half, and a caustic glow in a hue shifted towards yellow (or
/// magenta for blues) rising through the bottom half.
struct Gloss {
    private static let expCoefficient: CGFloat = 1.2
    private static let reflectionMax: CGFloat = 0.60
    private static let reflectionMin: CGFloat = 0.20
    private static let causticFraction: CGFloat = 0.60
    private static let cosineAngleScale: CGFloat = 1.4
    private static let redThreshold: CGFloat = 0.95
    private static let blueThreshold: CGFloat = 0.7
    private static let greyCausticSaturation: CGFloat = 0.2

    private let rgba: [CGFloat]
    private let caustic: [CGFloat]
    private let white0: CGFloat, white1: CGFloat

    init(_ color: UIColor) {
        rgba = Self.components(of: color)
        caustic = Self.components(of: Self.causticColor(for: color))
        let brightness = pow(0.299 * rgba[0] + 0.587 * rgba[1] + 0.114 * rgba[2], 0.2)
        white0 = brightness * Self.reflectionMax
        white1 = brightness * Self.reflectionMin
    }

    private static func components(of color: UIColor) -> [CGFloat] {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return [red, green, blue, alpha]
    }

    /// The colour at `t`, 0 at the top and 1 at the bottom.
    func color(at t: CGFloat) -> CGColor {
        let offset = exp(-Self.expCoefficient), scale = 1 / (1 - offset)
        var out = rgba
        if t < 0.5 {
            let q = 1 - scale * (exp(-Self.expCoefficient * 2 * t) - offset)
            let white = white0 + q * (white1 - white0)
            for i in 0..<3 { out[i] = rgba[i] * (1 - white) + white }
        } else {
            let q = scale * (exp(-Self.expCoefficient * (1 - 2 * (t - 0.5))) - offset)
            for i in 0..<3 { out[i] = rgba[i] * (1 - q) + caustic[i] * q }
        }
        return UIColor(red: out[0], green: out[1], blue: out[2], alpha: rgba[3]).cgColor
    }

    private static func causticColor(for color: UIColor) -> UIColor {
        var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0, alpha: CGFloat = 0
        color.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha)
        var targetHue: CGFloat = 1.0 / 6.0
        let targetBrightness: CGFloat = 1
        if saturation < 0.001 {
            hue = targetHue
            saturation = greyCausticSaturation
        }
        if hue > redThreshold {
            hue -= 1
        } else if hue > blueThreshold {
            targetHue = 5.0 / 6.0
        }
        let fraction = causticFraction * 0.5 * (1 + cos(cosineAngleScale * .pi * (hue - targetHue)))
        let causticHue = hue * (1 - fraction) + targetHue * fraction
        return UIColor(hue: causticHue < 0 ? causticHue + 1 : causticHue, saturation: saturation,
                       brightness: brightness * (1 - fraction) + targetBrightness * fraction, alpha: alpha)
    }
}
