import Glaze

/// How the ends of stroked open subpaths are drawn.
public enum CGLineCap: Int32, Sendable {
    /// Square ends at the end points.
    case butt = 0
    /// Round ends.
    case round
    /// Square ends half a line width beyond the end points.
    case square

    var glaze: StrokeStyle.LineCap {
        switch self {
        case .butt: .butt
        case .round: .round
        case .square: .square
        }
    }
}

/// How the corners of stroked paths are drawn.
public enum CGLineJoin: Int32, Sendable {
    /// Sharp corners, bevelled beyond the miter limit.
    case miter = 0
    /// Round corners.
    case round
    /// Bevelled corners.
    case bevel

    var glaze: StrokeStyle.LineJoin {
        switch self {
        case .miter: .miter
        case .round: .round
        case .bevel: .bevel
        }
    }
}

/// The rule that decides a path's interior.
public enum CGPathFillRule: Int, Sendable {
    /// The non-zero winding rule.
    case winding = 0
    /// The even-odd rule.
    case evenOdd

    var glaze: FillRule { self == .winding ? .winding : .evenOdd }
}

/// What ``CGContext/drawPath(using:)`` paints.
public enum CGPathDrawingMode: Int32, Sendable {
    /// Fills by the winding rule.
    case fill = 0
    /// Fills by the even-odd rule.
    case eoFill
    /// Strokes.
    case stroke
    /// Fills by the winding rule, then strokes.
    case fillStroke
    /// Fills by the even-odd rule, then strokes.
    case eoFillStroke
}

/// How images are sampled when scaled.
public enum CGInterpolationQuality: Int32, Sendable {
    /// The context's default: bilinear at 1:1 and when stretching, Catmull-Rom
    /// when shrinking, the closest of Cairo's filters to what iOS draws.
    case `default` = 0
    /// Nearest pixel.
    case none
    /// Bilinear from the four nearest pixels, without averaging when shrinking.
    case low
    /// As `default`.
    case high
    /// As `default`.
    case medium

    /// Measured against images iOS scaled with the default quality (the porting
    /// guide gives the numbers); Apple documents the other levels only as faster
    /// or slower, so `low` skips the averaging and `medium` and `high` sample as
    /// the default does.
    var glaze: ImageInterpolation {
        switch self {
        case .none: return .none
        case .low: return .fast
        case .default, .medium, .high: return .sharp
        }
    }
}

/// Whether a gradient extends beyond its start and end.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Creates options from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The start colour also fills before the start point (or inside the start circle).
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    /// The end colour also fills after the end point (or outside the end circle).
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}
