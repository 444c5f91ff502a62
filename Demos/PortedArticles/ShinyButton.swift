import Foundation
import GlazeCoreGraphics

/// Article 04: Matt Gallagher's `UIButton (Glossy)` category, as he wrote
/// it: `setBackgroundToGlossyRectOfColor:withBorder:forState:` draws the
/// button's background for its current size into an image context and sets
/// it for a state; the two helpers stay class methods of `UIButton`.
extension UIButton {
    /// The article's corner radius, "experimentally determined".
    public static let glossyCornerRadius: CGFloat = 10

    /// Creates and sets a background image for the button's current size in
    /// `color`: with `border`, a one-pixel grey outline and the gloss inside
    /// it; without, the gloss filling the whole rounded rect. Below 4 × 4
    /// points nothing is set, as in the article.
    public func setBackgroundToGlossyRect(ofColor color: UIColor, withBorder border: Bool, for state: UIControl.State) {
        let minSize: CGFloat = 4

        // Get and check size
        let size = frame.size
        if size.width < minSize || size.height < minSize { return }

        // Create and get a pointer to context; scale 0, the screen's, where the
        // 2009 article's UIGraphicsBeginImageContext drew at 1x.
        UIGraphicsBeginImageContextWithOptions(size, false, 0)
        defer { UIGraphicsEndImageContext() }
        guard let context = UIGraphicsGetCurrentContext() else { return }

        // Convert co-ordinate system to Cocoa's (origin in UL, not LL)
        context.translateBy(x: 0, y: size.height)
        context.concatenate(CGAffineTransform(scaleX: 1, y: -1))

        // Set stroke color
        context.setStrokeColor(UIColor(red: 159.0 / 255, green: 159.0 / 255, blue: 159.0 / 255, alpha: 1).cgColor)

        // Draw background image
        if border {
            // Draw border
            UIButton.setPathToRoundedRect(CGRect(x: 0.5, y: 0.5, width: size.width - 1, height: size.height - 1), forInset: 0,
                                          inContext: context)
            context.strokePath()

            // Prepare clipping region
            UIButton.setPathToRoundedRect(CGRect(x: 1, y: 1, width: size.width - 2, height: size.height - 2), forInset: 1,
                                          inContext: context)
            context.clip()

            // Draw glossy image
            UIButton.drawGlossyRect(CGRect(x: 1, y: 1, width: size.width - 2, height: size.height - 2), withColor: color,
                                    inContext: context)
        } else {
            // Prepare clipping region
            UIButton.setPathToRoundedRect(CGRect(x: 0, y: 0, width: size.width, height: size.height), forInset: 0, inContext: context)
            context.clip()

            // Draw glossy image
            UIButton.drawGlossyRect(CGRect(x: 0, y: 0, width: size.width, height: size.height), withColor: color, inContext: context)
        }

        // Create and assign image
        setBackgroundImage(UIGraphicsGetImageFromCurrentImageContext(), for: state)
    }

    /// Adds the article's rounded rect to `context`'s path: corners of
    /// ``glossyCornerRadius`` less `inset`, no more than half the shorter
    /// side, so that an inset path stays parallel to the outer one.
    public static func setPathToRoundedRect(_ rect: CGRect, forInset inset: CGFloat, inContext context: CGContext) {
        let shorter = min(rect.width, rect.height)
        guard shorter > 0 else { return }
        let d = min(max(glossyCornerRadius - inset, 0), shorter / 2)
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
    public static func drawGlossyRect(_ rect: CGRect, withColor color: UIColor, inContext context: CGContext) {
        guard let gradient = glossGradient(for: color) else { return }
        context.drawLinearGradient(gradient, start: CGPoint(x: rect.minX, y: rect.maxY),
                                   end: CGPoint(x: rect.minX, y: rect.minY), options: [])
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
