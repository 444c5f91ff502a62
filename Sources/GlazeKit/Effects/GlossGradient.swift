import Foundation
import Glaze

/// Matt Gallagher's gloss gradient: a white reflection fading down the top half,
/// a hard edge at mid-height, and a caustic glow rising into the bottom half in a
/// colour shifted towards yellow (or magenta for blues and purples).
///
/// ```swift
/// let gloss = GlossGradient(color: Color(red: 0.65, green: 0.05, blue: 0.05))
/// let mid = gloss.color(at: 0.49)
/// try gloss.draw(in: Path(roundedRect: rect, cornerRadius: 9), on: canvas)
/// ```
public struct GlossGradient: Hashable, Sendable {
    /// The base colour.
    public var color: Color
    /// The steepness of both exponential ramps (k).
    public var exponent: Double = 1.2
    /// The reflection's whiteness at the top, before scaling by brightness.
    public var reflectionMax: Double = 0.60
    /// The reflection's whiteness at mid-height, before scaling by brightness.
    public var reflectionMin: Double = 0.20
    /// How far the caustic colour moves towards its target hue and brightness.
    public var causticFraction: Double = 0.60
    /// How quickly the caustic effect falls off with distance in hue.
    public var cosineAngleScale: Double = 1.4
    /// Hues above this count as red and wrap below zero.
    public var redThreshold: Double = 0.95
    /// Hues above this (blues and purples) glow towards magenta instead of yellow.
    public var blueThreshold: Double = 0.7
    /// The saturation given to a grey's caustic colour.
    public var greyCausticSaturation: Double = 0.2

    /// A gloss of `color` with the recipe's constants.
    public init(color: Color) {
        self.color = color
    }

    /// The colour at `t`, from 0 at the top to 1 at the bottom.
    public func color(at t: Double) -> Color {
        color(at: t, caustic: t < 0.5 ? color : causticColor)
    }

    private func color(at t: Double, caustic: Color) -> Color {
        color(at: t, caustic: caustic, brightness: pow(color.luma, 0.2), offset: exp(-exponent))
    }

    private func color(at t: Double, caustic: Color, brightness: Double, offset: Double) -> Color {
        let white0 = brightness * reflectionMax, white1 = brightness * reflectionMin
        let scale = 1 / (1 - offset)
        if t < 0.5 {
            let p = 2 * t
            let q = 1 - scale * (exp(-exponent * p) - offset)
            let white = white0 + q * (white1 - white0)
            return Color.mix(color, .white, fraction: white).withAlpha(color.alpha)
        }
        let p = 2 * (t - 0.5)
        let q = scale * (exp(-exponent * (1 - p)) - offset)
        return Color.mix(color, caustic, fraction: q).withAlpha(color.alpha)
    }

    /// The colour the bottom half glows towards.
    public var causticColor: Color {
        var hsv = color.hsv
        var target = HSVColor(hue: 1.0 / 6.0, saturation: 1, value: 1)
        if hsv.saturation < 0.001 {
            hsv.hue = target.hue
            hsv.saturation = greyCausticSaturation
        }
        if hsv.hue > redThreshold {
            hsv.hue -= 1
        } else if hsv.hue > blueThreshold {
            target.hue = 5.0 / 6.0
        }
        let fraction = causticFraction * 0.5 * (1 + cos(cosineAngleScale * .pi * (hsv.hue - target.hue)))
        let hue = hsv.hue * (1 - fraction) + target.hue * fraction
        let value = hsv.value * (1 - fraction) + target.value * fraction
        return HSVColor(hue: hue < 0 ? hue + 1 : hue, saturation: hsv.saturation, value: value, alpha: color.alpha).color
    }

    /// The gradient running from `top` to `bottom`, sampled densely enough that
    /// its straight pieces stay within a hundredth of a level of the curves, with
    /// the hard edge at mid-height as two stops at the same place.
    public func gradient(from top: CGPoint, to bottom: CGPoint) -> Gradient {
        let pieces = 64
        let caustic = causticColor, brightness = pow(color.luma, 0.2), offset = exp(-exponent)
        var stops: [Gradient.Stop] = []
        stops.reserveCapacity(2 * pieces + 2)
        for i in 0...pieces {
            let t = 0.5 * Double(i) / Double(pieces)
            stops.append(.init(location: t, color: color(at: i == pieces ? 0.5 - 1e-9 : t, caustic: caustic,
                                                           brightness: brightness, offset: offset)))
        }
        for i in 0...pieces {
            let t = 0.5 + 0.5 * Double(i) / Double(pieces)
            stops.append(.init(location: t, color: color(at: t, caustic: caustic, brightness: brightness, offset: offset)))
        }
        return .linear(from: top, to: bottom, stops: stops)
    }

    /// Fills `path` with the gloss, top to bottom of the path's bounds.
    public func draw(in path: Path, on canvas: Canvas) throws {
        let bounds = path.bounds
        guard !bounds.isNull, bounds.height > 0 else { return }
        try canvas.fill(path, with: .gradient(gradient(from: CGPoint(x: bounds.minX, y: bounds.minY),
                                                       to: CGPoint(x: bounds.minX, y: bounds.maxY))))
    }
}
