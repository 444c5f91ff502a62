import Foundation

extension Path {
    /// Adds a closed star: `pointCount` tips on a circle of `outerRadius`, joined
    /// through as many notches on a circle of `innerRadius`.
    ///
    /// The first tip sits at `startAngle` (radians, measured clockwise from the
    /// positive x-axis in Glaze's y-down space), so the default points straight up.
    /// The same shape makes cogs and starbursts: a gear is a star with short teeth.
    /// Fewer than two points adds nothing.
    ///
    /// ```swift
    /// var badge = Path()
    /// badge.addStar(center: CGPoint(x: 12, y: 12), pointCount: 5, outerRadius: 11, innerRadius: 4.5)
    /// ```
    public mutating func addStar(center: CGPoint, pointCount: Int, outerRadius: CGFloat, innerRadius: CGFloat,
                                 startAngle: CGFloat = -.pi / 2) {
        guard pointCount >= 2 else { return }
        for vertex in 0..<(2 * pointCount) {
            let angle = CGFloat(vertex) * .pi / CGFloat(pointCount) + startAngle
            let radius = vertex % 2 == 0 ? outerRadius : innerRadius
            let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if vertex == 0 { move(to: point) } else { addLine(to: point) }
        }
        closeSubpath()
    }

    /// A path holding one star; see ``addStar(center:pointCount:outerRadius:innerRadius:startAngle:)``.
    public init(starCenteredAt center: CGPoint, pointCount: Int, outerRadius: CGFloat, innerRadius: CGFloat,
                startAngle: CGFloat = -.pi / 2) {
        self.init()
        addStar(center: center, pointCount: pointCount, outerRadius: outerRadius, innerRadius: innerRadius,
                startAngle: startAngle)
    }
}
