import Foundation
import Glaze

/// A colour with UIKit's names, that sets the current context's fill and
/// stroke colours.
///
/// ```swift
/// UIColor(red: 0.9, green: 0.3, blue: 0.1, alpha: 1).setFill()
/// UIRectFill(bounds)
/// ```
///
/// It is an `NSObject`, as UIKit's is, so that a dictionary literal mixing
/// it with fonts (`[NSAttributedString.Key.font: font, .foregroundColor: color]`)
/// is inferred as `[NSAttributedString.Key: NSObject]` without an annotation.
/// Colours are equal when their Core Graphics colours are (`isEqual(_:)`,
/// `hash`). Unlike UIKit's, the class is final and immutable, hence sendable.
public final class UIColor: NSObject, Sendable {
    /// The colour as Core Graphics has it.
    public let cgColor: CGColor

    /// A colour from a Core Graphics colour.
    public init(cgColor: CGColor) {
        self.cgColor = cgColor
        super.init()
    }

    /// An sRGB colour; components are clamped to 0...1 when drawn.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(cgColor: CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// A grey.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(cgColor: CGColor(gray: white, alpha: alpha))
    }

    /// A colour from hue, saturation and brightness, each 0...1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let color = Color(hue: Double(hue), saturation: Double(saturation), value: Double(brightness), alpha: Double(alpha))
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }

    /// A colour from a Glaze `Color`.
    public convenience init(_ color: Color) {
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }

    /// Black.
    public static let black = UIColor(white: 0, alpha: 1)
    /// A third of the way from black to white.
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    /// Two thirds of the way from black to white.
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    /// White.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Half way from black to white.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Red.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Green.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Blue.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Cyan.
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Yellow.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Magenta.
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Orange (1, 0.5, 0).
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Purple (0.5, 0, 0.5).
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Brown (0.6, 0.4, 0.2).
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Transparent.
    public static let clear = UIColor(white: 0, alpha: 0)

    /// The same colour with another alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(cgColor: cgColor.copy(alpha: alpha) ?? cgColor)
    }

    /// Sets this colour as the current context's fill and stroke colour.
    public func set() {
        setFill()
        setStroke()
    }

    /// Sets this colour as the current context's fill colour.
    public func setFill() {
        UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
    }

    /// Sets this colour as the current context's stroke colour.
    public func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
    }

    /// Reads the RGBA components; always succeeds (grey converts to RGB).
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let components = cgColor.components ?? [0, 1]
        let rgb = components.count == 2 ? [components[0], components[0], components[0]] : Array(components.prefix(3))
        red?.pointee = rgb[0]
        green?.pointee = rgb[1]
        blue?.pointee = rgb[2]
        alpha?.pointee = cgColor.alpha
        return true
    }

    /// Reads hue, saturation, brightness and alpha.
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let hsv = cgColor.glazeColor.hsv
        hue?.pointee = hsv.hue
        saturation?.pointee = hsv.saturation
        brightness?.pointee = hsv.value
        alpha?.pointee = hsv.alpha
        return true
    }

    /// Reads the grey level (luma for colours) and alpha.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let components = cgColor.components ?? [0, 1]
        white?.pointee = components.count == 2 ? components[0] : cgColor.glazeColor.luma
        alpha?.pointee = cgColor.alpha
        return true
    }

    /// Whether `object` is a colour with an equal Core Graphics colour.
    public override func isEqual(_ object: Any?) -> Bool {
        (object as? UIColor)?.cgColor == cgColor
    }

    /// A hash of the Core Graphics colour, equal for equal colours.
    public override var hash: Int { cgColor.hash }
}
