import Foundation

/// A colour ramp along a line (linear) or between two circles (radial).
///
/// Stop locations run from 0 at the start point (or circle) to 1 at the end.
///
/// ```swift
/// let fill = Gradient.linear(
///     from: CGPoint(x: 0, y: 0), to: CGPoint(x: 0, y: 36),
///     stops: [.init(location: 0, color: top), .init(location: 1, color: bottom)])
/// try canvas.fill(path, with: .gradient(fill))
/// ```
public struct Gradient: Hashable, Sendable {
    /// A colour at a position along the gradient.
    public struct Stop: Hashable, Sendable {
        /// The position, 0 (start) ... 1 (end).
        public var location: Double
        /// The colour at that position.
        public var color: Color

        /// Creates a stop.
        public init(location: Double, color: Color) {
            self.location = location
            self.color = color
        }
    }

    /// The geometry the ramp follows.
    public enum Geometry: Hashable, Sendable {
        /// Along the line from `start` to `end`; constant on lines perpendicular to it.
        case linear(start: CGPoint, end: CGPoint)
        /// Between the start circle and the end circle.
        case radial(startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat)
    }

    /// What the gradient shows beyond its start and end.
    public enum Extend: String, Hashable, Sendable, Codable {
        /// Nothing: transparent outside the ramp (Core Graphics with no options).
        case none
        /// The end colours continue outward (Core Graphics' draws-before-start and
        /// draws-after-end options together).
        case pad
        /// The ramp repeats.
        case `repeat`
        /// The ramp repeats, mirrored every other time.
        case reflect
    }

    /// Where the ramp runs.
    public var geometry: Geometry
    /// The colour stops, in ascending location order.
    public var stops: [Stop]
    /// What is shown beyond the ends.
    public var extend: Extend

    /// Creates a gradient; stops may be given in any order and are sorted by location.
    public init(geometry: Geometry, stops: [Stop], extend: Extend = .pad) {
        self.geometry = geometry
        // Stops usually come in order; sort (stably) only when they do not.
        if zip(stops, stops.dropFirst()).allSatisfy({ $0.location <= $1.location }) {
            self.stops = stops
        } else {
            self.stops = stops.enumerated()
                .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
                .map(\.element)
        }
        self.extend = extend
    }

    /// A linear gradient from `start` to `end`.
    public static func linear(from start: CGPoint, to end: CGPoint, stops: [Stop],
                              extend: Extend = .pad) -> Gradient {
        Gradient(geometry: .linear(start: start, end: end), stops: stops, extend: extend)
    }

    /// A linear gradient with evenly spaced colours from `start` to `end`.
    public static func linear(from start: CGPoint, to end: CGPoint, colors: [Color],
                              extend: Extend = .pad) -> Gradient {
        linear(from: start, to: end, stops: evenlySpaced(colors), extend: extend)
    }

    /// A radial gradient between two circles.
    public static func radial(startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
                              endRadius: CGFloat, stops: [Stop], extend: Extend = .pad) -> Gradient {
        Gradient(geometry: .radial(startCenter: startCenter, startRadius: startRadius,
                                   endCenter: endCenter, endRadius: endRadius),
                 stops: stops, extend: extend)
    }

    /// The colour the ramp gives at `location` (0...1), interpolated between stops in
    /// straight-alpha sRGB; the end colours beyond the first and last stop.
    public func color(at location: Double) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if location <= first.location { return first.color }
        if location >= last.location { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where location <= b.location {
            let span = b.location - a.location
            return span > 0 ? .mix(a.color, b.color, fraction: (location - a.location) / span) : b.color
        }
        return last.color
    }

    static func evenlySpaced(_ colors: [Color]) -> [Stop] {
        guard colors.count > 1 else { return colors.map { Stop(location: 0, color: $0) } }
        return colors.enumerated().map { Stop(location: Double($0.offset) / Double(colors.count - 1), color: $0.element) }
    }

    /// Throws unless the geometry is finite, radii are non-negative, there is at
    /// least one stop, and every stop has a location in 0...1 and a valid colour.
    func validated() throws(GlazeError) {
        switch geometry {
        case let .linear(start, end):
            try Validate.point(start, "gradient start")
            try Validate.point(end, "gradient end")
        case let .radial(c0, r0, c1, r1):
            try Validate.point(c0, "gradient start center")
            try Validate.point(c1, "gradient end center")
            try Validate.nonNegative(r0, "gradient start radius")
            try Validate.nonNegative(r1, "gradient end radius")
        }
        guard !stops.isEmpty else {
            throw GlazeError(.invalidArgument(name: "gradient stops", value: "[]", reason: "a gradient needs at least one stop"))
        }
        // Names are built only for a bad stop: gradients can have hundreds.
        for (index, stop) in stops.enumerated() {
            if !(stop.location.isFinite && (0...1).contains(stop.location)) {
                try Validate.unitInterval(stop.location, "gradient stop \(index) location")
            }
            if !stop.color.isValid {
                _ = try stop.color.validated("gradient stop \(index) color")
            }
        }
    }
}
