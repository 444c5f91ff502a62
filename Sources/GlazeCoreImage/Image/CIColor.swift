import Foundation

/// A colour as Core Image's filters take it: red, green, blue and alpha,
/// straight (not premultiplied), in sRGB. Filters convert it to the working
/// space (linear light) before they use it.
///
/// ```swift
/// let tint = CIColor(red: 0.6, green: 0.45, blue: 0.3)
/// let filter = CIFilter(name: "CIColorMonochrome", parameters: [kCIInputColorKey: tint])
/// ```
public final class CIColor: Hashable, Sendable, CustomStringConvertible {
    /// The red component.
    public let red: CGFloat
    /// The green component.
    public let green: CGFloat
    /// The blue component.
    public let blue: CGFloat
    /// The alpha component.
    public let alpha: CGFloat

    /// A colour of the four components; alpha defaults to 1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The colour of a Core Graphics colour: its grey repeated for a grey colour.
    public convenience init(cgColor: CGColor) {
        let components = cgColor.components ?? []
        switch components.count {
        case 2: self.init(red: components[0], green: components[0], blue: components[0], alpha: components[1])
        case 4...: self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
        default: self.init(red: 0, green: 0, blue: 0, alpha: 0)
        }
    }

    /// The colour of a UIKit colour.
    public convenience init(color: UIColor) {
        self.init(cgColor: color.cgColor)
    }

    /// The colour a string of three or four numbers names, as
    /// ``stringRepresentation`` writes it (`"0.5 0.7 0.3 1.0"`); `nil` for anything else.
    public convenience init?(string representation: String) {
        let numbers = representation.split(whereSeparator: { $0 == " " || $0 == "\t" }).map { Double($0) }
        guard (3...4).contains(numbers.count), numbers.allSatisfy({ $0 != nil }) else { return nil }
        let values = numbers.map { CGFloat($0!) }
        self.init(red: values[0], green: values[1], blue: values[2], alpha: values.count == 4 ? values[3] : 1)
    }

    /// The components in order: red, green, blue, alpha.
    public var components: [CGFloat] { [red, green, blue, alpha] }
    /// Always 4.
    public var numberOfComponents: Int { 4 }
    /// The components as a string of four numbers, which ``init(string:)`` reads back.
    public var stringRepresentation: String { "\(red) \(green) \(blue) \(alpha)" }
    /// The same as ``stringRepresentation``.
    public var description: String { stringRepresentation }

    /// Opaque black.
    public static let black = CIColor(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = CIColor(red: 1, green: 1, blue: 1)
    /// Opaque middle grey.
    public static let gray = CIColor(red: 0.5, green: 0.5, blue: 0.5)
    /// Opaque red.
    public static let red = CIColor(red: 1, green: 0, blue: 0)
    /// Opaque green.
    public static let green = CIColor(red: 0, green: 1, blue: 0)
    /// Opaque blue.
    public static let blue = CIColor(red: 0, green: 0, blue: 1)
    /// Opaque cyan.
    public static let cyan = CIColor(red: 0, green: 1, blue: 1)
    /// Opaque magenta.
    public static let magenta = CIColor(red: 1, green: 0, blue: 1)
    /// Opaque yellow.
    public static let yellow = CIColor(red: 1, green: 1, blue: 0)
    /// Transparent black.
    public static let clear = CIColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// Colours are equal when their components are.
    public static func == (lhs: CIColor, rhs: CIColor) -> Bool { lhs.components == rhs.components }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }

    /// The straight components as one sample.
    var straight: Sample { Sample(Float(red), Float(green), Float(blue), Float(alpha)) }

    /// Premultiplied, in the working space of a render.
    func working(colorManaged: Bool) -> Sample { .working(fromEncoded: straight, colorManaged: colorManaged) }

    /// Whether every component is a finite number.
    var isFinite: Bool { components.allSatisfy(\.isFinite) }
}

extension UIColor {
    /// A UIKit colour of a Core Image colour's components.
    public convenience init(ciColor: CIColor) {
        self.init(red: ciColor.red, green: ciColor.green, blue: ciColor.blue, alpha: ciColor.alpha)
    }
}
