import Foundation

/// How a path's outline is drawn: width, ends, corners and dashes.
///
/// ```swift
/// let hairline = StrokeStyle(lineWidth: 1)
/// let dashed = StrokeStyle(lineWidth: 2, cap: .round, dash: [6, 3])
/// ```
public struct StrokeStyle: Hashable, Sendable {
    /// The shape at the open ends of a stroke.
    public enum LineCap: String, Hashable, Sendable, Codable {
        /// Ends exactly at the end point.
        case butt
        /// A half-circle around the end point.
        case round
        /// A half-square around the end point.
        case square
    }

    /// The shape where two segments of a stroke meet.
    public enum LineJoin: String, Hashable, Sendable, Codable {
        /// A sharp corner, bevelled when longer than the miter limit allows.
        case miter
        /// A rounded corner.
        case round
        /// A corner cut off square.
        case bevel
    }

    /// The stroke's width in points, centred on the path.
    public var lineWidth: CGFloat
    /// The shape of open ends.
    public var cap: LineCap
    /// The shape of corners.
    public var join: LineJoin
    /// The ratio of miter length to line width beyond which a miter join is bevelled.
    public var miterLimit: CGFloat
    /// Alternating on and off lengths in points; empty for a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the stroke starts.
    public var dashPhase: CGFloat

    /// Creates a stroke style; the defaults are Core Graphics' (1 pt, butt, miter, limit 10, solid).
    public init(lineWidth: CGFloat = 1, cap: LineCap = .butt, join: LineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    func validated() throws(GlazeError) {
        try Validate.nonNegative(lineWidth, "line width")
        try Validate.positive(miterLimit, "miter limit")
        try Validate.finite(dashPhase, "dash phase")
        for (index, length) in dash.enumerated() {
            try Validate.nonNegative(length, "dash length \(index)")
        }
        if !dash.isEmpty, dash.allSatisfy({ $0 == 0 }) {
            throw GlazeError(.invalidArgument(name: "dash", value: "\(dash)", reason: "at least one length must be greater than zero"))
        }
    }
}
