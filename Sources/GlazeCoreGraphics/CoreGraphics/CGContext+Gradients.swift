import Foundation
import Glaze

extension CGContext {
    /// Fills the clip with `gradient` along the line from `start` to `end`.
    ///
    /// Without options only the band between the lines through `start` and
    /// `end` (perpendicular to the axis) is painted; the options extend the end
    /// colours beyond them.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint,
                                   options: CGGradientDrawingOptions) {
        let axis = CGPoint(x: end.x - start.x, y: end.y - start.y)
        let length2 = axis.x * axis.x + axis.y * axis.y
        guard length2 > 0 else { return }
        // The parameter range the clip needs, beyond 0...1 on the extended sides.
        let parameters = corners(of: canvas.clipBounds).map {
            Double((($0.x - start.x) * axis.x + ($0.y - start.y) * axis.y) / length2)
        }
        let t0 = options.contains(.drawsBeforeStartLocation) ? min(0, parameters.min() ?? 0) : 0
        let t1 = options.contains(.drawsAfterEndLocation) ? max(1, parameters.max() ?? 1) : 1
        let from = CGPoint(x: start.x + axis.x * t0, y: start.y + axis.y * t0)
        let to = CGPoint(x: start.x + axis.x * t1, y: start.y + axis.y * t1)
        let paint = Gradient(geometry: .linear(start: from, end: to), stops: gradient.stops(from: t0, to: t1), extend: .none)
        perform { canvas throws(GlazeError) in try canvas.paint(.gradient(paint)) }
    }

    /// Fills the clip with `gradient` between the start and end circles.
    ///
    /// Without options only the circles swept between the two are painted;
    /// `drawsBeforeStartLocation` continues the sweep before the start circle
    /// (down to a point) and `drawsAfterEndLocation` beyond the end circle.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        let r0 = max(startRadius, 0), r1 = max(endRadius, 0)
        let dc = hypot(endCenter.x - startCenter.x, endCenter.y - startCenter.y), dr = r1 - r0
        let reach = corners(of: canvas.clipBounds).map { hypot($0.x - startCenter.x, $0.y - startCenter.y) }.max() ?? 0
        let t0 = options.contains(.drawsBeforeStartLocation) ? -Self.sweep(r0, shrinking: dr > 0, dr: dr, dc: dc, reach: reach) : 0
        let t1 = options.contains(.drawsAfterEndLocation) ? 1 + Self.sweep(r1, shrinking: dr < 0, dr: dr, dc: dc, reach: reach + dc) : 1
        func circle(_ t: Double) -> (CGPoint, CGFloat) {
            (CGPoint(x: startCenter.x + (endCenter.x - startCenter.x) * t, y: startCenter.y + (endCenter.y - startCenter.y) * t),
             max(r0 + dr * t, 0))
        }
        let (c0, radius0) = circle(t0), (c1, radius1) = circle(t1)
        let paint = Gradient(geometry: .radial(startCenter: c0, startRadius: radius0, endCenter: c1, endRadius: radius1),
                             stops: gradient.stops(from: t0, to: t1), extend: .none)
        perform { canvas throws(GlazeError) in try canvas.paint(.gradient(paint)) }
    }

    /// How far (in units of the ramp) the circles must sweep beyond a circle of
    /// `radius`: to a point when they shrink that way, otherwise until they
    /// cover everything within `reach`.
    private static func sweep(_ radius: CGFloat, shrinking: Bool, dr: CGFloat, dc: CGFloat, reach: CGFloat) -> Double {
        if shrinking { return Double(radius / abs(dr)) }
        let growth = abs(dr) - dc
        // Circles that outgrow their centres' travel cover the clip once their
        // radius exceeds the reach plus the travel; a cone only ever covers a
        // wedge, so it is swept far enough to leave the clip.
        let needed = growth > 0 ? (reach + 1) / growth : 2 * (reach + radius + 1) / max(abs(dr), dc, 1e-9)
        return Double(min(max(needed, 0), 1e4))
    }

    private func corners(of rect: CGRect) -> [CGPoint] {
        [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
         CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
    }
}
