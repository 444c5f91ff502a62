import Foundation

/// Numbers for a filter's vector parameters: a point, a rectangle, a colour
/// matrix row, an affine transform.
///
/// ```swift
/// let redRow = CIVector(x: 0.5, y: 0.5, z: 0, w: 0)
/// let cropArea = CIVector(cgRect: CGRect(x: 0, y: 0, width: 100, height: 50))
/// ```
public final class CIVector: Hashable, Sendable, CustomStringConvertible {
    private let values: [CGFloat]

    /// A vector of `values`.
    public init(values: [CGFloat]) {
        self.values = values
    }

    /// A vector of the first `count` numbers at `values`.
    public convenience init(values: UnsafePointer<CGFloat>, count: Int) {
        self.init(values: Array(UnsafeBufferPointer(start: values, count: max(count, 0))))
    }

    /// A vector of one number.
    public convenience init(x: CGFloat) { self.init(values: [x]) }
    /// A vector of two numbers.
    public convenience init(x: CGFloat, y: CGFloat) { self.init(values: [x, y]) }
    /// A vector of three numbers.
    public convenience init(x: CGFloat, y: CGFloat, z: CGFloat) { self.init(values: [x, y, z]) }
    /// A vector of four numbers.
    public convenience init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) { self.init(values: [x, y, z, w]) }
    /// A point: x, y.
    public convenience init(cgPoint point: CGPoint) { self.init(values: [point.x, point.y]) }
    /// A rectangle: x, y, width, height.
    public convenience init(cgRect rect: CGRect) {
        self.init(values: [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height])
    }
    /// An affine transform: a, b, c, d, tx, ty.
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        self.init(values: [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty])
    }

    /// The vector a string such as `"[1 0.5 0]"` names, as ``stringRepresentation``
    /// writes it; an empty vector for a string that names none.
    public convenience init(string representation: String) {
        let trimmed = representation.trimmingCharacters(in: CharacterSet(charactersIn: "[] \t\n"))
        let numbers = trimmed.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).compactMap { Double($0) }
        self.init(values: numbers.map { CGFloat($0) })
    }

    /// How many numbers the vector holds.
    public var count: Int { values.count }
    /// The number at `index`; 0 past the end, as Core Image answers.
    public func value(at index: Int) -> CGFloat { values.indices.contains(index) ? values[index] : 0 }
    /// The first number.
    public var x: CGFloat { value(at: 0) }
    /// The second number.
    public var y: CGFloat { value(at: 1) }
    /// The third number.
    public var z: CGFloat { value(at: 2) }
    /// The fourth number.
    public var w: CGFloat { value(at: 3) }
    /// The first two numbers as a point.
    public var cgPointValue: CGPoint { CGPoint(x: x, y: y) }
    /// The first four numbers as a rectangle.
    public var cgRectValue: CGRect { CGRect(x: x, y: y, width: z, height: w) }
    /// The first six numbers as an affine transform.
    public var cgAffineTransformValue: CGAffineTransform {
        CGAffineTransform(a: x, b: y, c: z, d: w, tx: value(at: 4), ty: value(at: 5))
    }
    /// The numbers in brackets, which ``init(string:)`` reads back.
    public var stringRepresentation: String { "[" + values.map { "\($0)" }.joined(separator: " ") + "]" }
    /// The same as ``stringRepresentation``.
    public var description: String { stringRepresentation }

    /// Vectors are equal when their numbers are.
    public static func == (lhs: CIVector, rhs: CIVector) -> Bool { lhs.values == rhs.values }

    /// Hashes the numbers.
    public func hash(into hasher: inout Hasher) { hasher.combine(values) }

    /// The first four numbers as a sample, zero past the end.
    var sample: Sample { Sample(Float(x), Float(y), Float(z), Float(w)) }
    /// Whether every number is finite.
    var isFinite: Bool { values.allSatisfy(\.isFinite) }
}
