/// An sRGB colour with straight (not premultiplied) alpha, each component in 0...1.
///
/// ```swift
/// let border = Color(red: 0.77, green: 0.43, blue: 0.00)
/// let glow = Color.white.withAlpha(0.5)
/// let tint = try Color(hex: "#E8B13B")
/// ```
public struct Color: Hashable, Sendable {
    /// The red component, 0...1.
    public var red: Double
    /// The green component, 0...1.
    public var green: Double
    /// The blue component, 0...1.
    public var blue: Double
    /// The opacity, 0 (transparent) ... 1 (opaque).
    public var alpha: Double

    /// Creates a colour from its components. Values are stored as given; drawing
    /// validates them and rejects anything outside 0...1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates a grey: `white` 0 is black, 1 is white.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a colour from 8-bit components, as sample code often gives them.
    ///
    /// ```swift
    /// let highlight = Color(red8: 226, green8: 235, blue8: 250)
    /// ```
    public init(red8: UInt8, green8: UInt8, blue8: UInt8, alpha8: UInt8 = 255) {
        self.init(red: Double(red8) / 255, green: Double(green8) / 255,
                  blue: Double(blue8) / 255, alpha: Double(alpha8) / 255)
    }

    /// The same colour with a different opacity.
    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The components premultiplied by alpha, as Cairo stores pixels.
    public var premultiplied: (red: Double, green: Double, blue: Double, alpha: Double) {
        (red * alpha, green * alpha, blue * alpha, alpha)
    }

    /// Rec. 601 luma (0.299 R + 0.587 G + 0.114 B), the weighting the glossy-button
    /// recipe uses for its gloss intensity.
    public var luma: Double { 0.299 * red + 0.587 * green + 0.114 * blue }

    /// Whether every component is finite and within 0...1.
    public var isValid: Bool {
        // No array: a gradient checks every stop on every fill. NaN fails both comparisons.
        func unit(_ value: Double) -> Bool { value >= 0 && value <= 1 }
        return unit(red) && unit(green) && unit(blue) && unit(alpha)
    }

    /// Throws unless every component is finite and within 0...1.
    func validated(_ name: String) throws(GlazeError) -> Color {
        guard isValid else {
            throw GlazeError(.invalidArgument(name: name, value: "\(self)",
                                   reason: "every component must be finite and within 0...1"))
        }
        return self
    }

    /// Linear interpolation between two colours in straight-alpha sRGB.
    public static func mix(_ from: Color, _ to: Color, fraction t: Double) -> Color {
        Color(red: from.red + (to.red - from.red) * t,
              green: from.green + (to.green - from.green) * t,
              blue: from.blue + (to.blue - from.blue) * t,
              alpha: from.alpha + (to.alpha - from.alpha) * t)
    }
}

extension Color: CustomStringConvertible {
    /// The components to three decimals, for messages and cache keys.
    public var description: String {
        func f(_ v: Double) -> String {
            guard v.isFinite else { return "\(v)" }
            let scaled = (v * 1000).rounded() / 1000
            return scaled == scaled.rounded() ? String(Int(scaled)) : String(scaled)
        }
        return "rgba(\(f(red)), \(f(green)), \(f(blue)), \(f(alpha)))"
    }
}
