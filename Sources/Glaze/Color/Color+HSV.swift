import Foundation

/// A colour in hue, saturation, value form; each component in 0...1 (hue 1 wraps to 0).
///
/// ```swift
/// let hsv = HSVColor(Color(red: 0.65, green: 0.05, blue: 0.05))
/// let yellow = HSVColor(hue: 1.0 / 6.0, saturation: 1, value: 1).color
/// ```
public struct HSVColor: Hashable, Sendable {
    /// The hue as a fraction of a full turn: 0 red, 1/6 yellow, 1/3 green, 2/3 blue.
    public var hue: Double
    /// The saturation, 0 (grey) ... 1 (pure).
    public var saturation: Double
    /// The value (brightness), 0 (black) ... 1.
    public var value: Double
    /// The opacity, carried through conversions unchanged.
    public var alpha: Double

    /// Creates an HSV colour from its components.
    public init(hue: Double, saturation: Double, value: Double, alpha: Double = 1) {
        self.hue = hue
        self.saturation = saturation
        self.value = value
        self.alpha = alpha
    }

    /// Converts an RGB colour. Greys (no chroma) get hue 0 and saturation 0.
    public init(_ color: Color) {
        let maxC = max(color.red, color.green, color.blue)
        let minC = min(color.red, color.green, color.blue)
        let chroma = maxC - minC
        var hue = 0.0
        if chroma > 0 {
            switch maxC {
            case color.red: hue = (color.green - color.blue) / chroma
            case color.green: hue = (color.blue - color.red) / chroma + 2
            default: hue = (color.red - color.green) / chroma + 4
            }
            hue /= 6
            if hue < 0 { hue += 1 }
        }
        self.init(hue: hue, saturation: maxC > 0 ? chroma / maxC : 0, value: maxC, alpha: color.alpha)
    }

    /// The colour in RGB form.
    public var color: Color {
        // A non-finite hue has no meaningful angle; treat it as red rather than trap.
        let h = hue.isFinite ? (hue - floor(hue)) * 6 : 0
        let sector = min(Int(h), 5)
        let f = h - floor(h)
        let v = value, s = saturation
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        return Color(red: r, green: g, blue: b, alpha: alpha)
    }
}

extension Color {
    /// Creates a colour from hue, saturation and value, each in 0...1.
    public init(hue: Double, saturation: Double, value: Double, alpha: Double = 1) {
        self = HSVColor(hue: hue, saturation: saturation, value: value, alpha: alpha).color
    }

    /// The colour in hue, saturation, value form.
    public var hsv: HSVColor { HSVColor(self) }
}
