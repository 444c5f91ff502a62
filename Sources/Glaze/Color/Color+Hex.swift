extension Color {
    /// Parses `#RRGGBB` or `#RRGGBBAA` (the `#` is optional, digits are case-insensitive).
    ///
    /// ```swift
    /// let orange = try Color(hex: "#C46E00")
    /// let glow = try Color(hex: "ffffff80")  // white at alpha 128/255
    /// ```
    /// - Throws: ``GlazeError/Code-swift.struct/invalidArgument`` naming the string
    ///   when it is not six or eight hexadecimal digits.
    public init(hex: String) throws(GlazeError) {
        let digits = hex.hasPrefix("#") ? hex.dropFirst() : Substring(hex)
        guard digits.count == 6 || digits.count == 8,
              digits.allSatisfy(\.isHexDigit),
              let value = UInt32(digits, radix: 16) else {
            throw GlazeError(.invalidArgument(name: "hex colour", value: "\"\(hex)\"",
                                   reason: "expected #RRGGBB or #RRGGBBAA"))
        }
        let rgba = digits.count == 6 ? value << 8 | 0xFF : value
        self.init(red8: UInt8(rgba >> 24), green8: UInt8(rgba >> 16 & 0xFF),
                  blue8: UInt8(rgba >> 8 & 0xFF), alpha8: UInt8(rgba & 0xFF))
    }

    /// The colour as `#RRGGBB`, or `#RRGGBBAA` when it is not opaque; components are
    /// rounded to 8 bits and clamped to 0...1.
    public var hexString: String {
        func byte(_ v: Double) -> UInt32 { UInt32((min(max(v, 0), 1) * 255).rounded()) }
        let rgb = byte(red) << 16 | byte(green) << 8 | byte(blue)
        let body = String(rgb, radix: 16, uppercase: true)
        let padded = String(repeating: "0", count: 6 - body.count) + body
        guard byte(alpha) != 255 else { return "#" + padded }
        let a = String(byte(alpha), radix: 16, uppercase: true)
        return "#" + padded + (a.count == 1 ? "0" + a : a)
    }
}
