import Foundation
import Glaze

/// Icons of Glaze's own design, drawn in code, black on transparent: only their
/// alpha matters to the bars and menus that use them. Themes name them. They are
/// vector images, so PDF and SVG documents receive their paths.
public enum BuiltInIcons {
    /// The icon names, in a pleasant order for a tab bar.
    public static let names = ["home", "search", "star", "bell", "person", "gear", "message", "heart"]

    /// The icon called `name`, 26 points square at `scale`.
    /// - Throws: `GlazeError.Code.invalidArgument` for a name not in ``names``.
    public static func icon(_ name: String, scale: CGFloat) throws -> Image {
        guard names.contains(name) else {
            throw GlazeError(.invalidArgument(name: "icon", value: "\"\(name)\"", reason: "is not one of \(names.joined(separator: ", "))"))
        }
        return try Image.vector(size: CGSize(width: 26, height: 26), scale: scale) { canvas in
            let ink = Paint.color(.black)
            let line = StrokeStyle(lineWidth: 2.5, cap: .round, join: .round)
            switch name {
            case "home":
                var roof = Path()
                roof.move(to: CGPoint(x: 3, y: 13)); roof.addLine(to: CGPoint(x: 13, y: 4)); roof.addLine(to: CGPoint(x: 23, y: 13))
                try canvas.stroke(roof, with: ink, style: line)
                var house = Path(rect: CGRect(x: 7, y: 12, width: 12, height: 11))
                house.addRect(CGRect(x: 11, y: 16, width: 4, height: 7))
                house.fillRule = .evenOdd
                try canvas.fill(house, with: ink)
            case "search":
                try canvas.stroke(Path(ellipseIn: CGRect(x: 4, y: 4, width: 13, height: 13)), with: ink, style: line)
                var handle = Path()
                handle.move(to: CGPoint(x: 15.5, y: 15.5)); handle.addLine(to: CGPoint(x: 22, y: 22))
                try canvas.stroke(handle, with: ink, style: StrokeStyle(lineWidth: 3.5, cap: .round))
            case "star", "heart":
                var shape = Path()
                if name == "star" {
                    shape.addStar(center: CGPoint(x: 13, y: 14), pointCount: 5, outerRadius: 12, innerRadius: 5)
                } else {
                    shape.move(to: CGPoint(x: 13, y: 23))
                    shape.addCurve(to: CGPoint(x: 13, y: 8), control1: CGPoint(x: -4, y: 12), control2: CGPoint(x: 8, y: -1))
                    shape.addCurve(to: CGPoint(x: 13, y: 23), control1: CGPoint(x: 18, y: -1), control2: CGPoint(x: 30, y: 12))
                    shape.closeSubpath()
                }
                try canvas.fill(shape, with: ink)
            case "bell":
                var bell = Path()
                bell.move(to: CGPoint(x: 4, y: 19))
                bell.addCurve(to: CGPoint(x: 13, y: 4), control1: CGPoint(x: 7, y: 15), control2: CGPoint(x: 5, y: 4))
                bell.addCurve(to: CGPoint(x: 22, y: 19), control1: CGPoint(x: 21, y: 4), control2: CGPoint(x: 19, y: 15))
                bell.closeSubpath()
                bell.addEllipse(in: CGRect(x: 10.5, y: 19, width: 5, height: 5))
                try canvas.fill(bell, with: ink)
            case "person":
                var person = Path(ellipseIn: CGRect(x: 8, y: 3, width: 10, height: 10))
                person.addRoundedRect(CGRect(x: 4, y: 15, width: 18, height: 10),
                                      cornerRadii: CornerRadii(topLeft: 9, topRight: 9, bottomRight: 2, bottomLeft: 2))
                try canvas.fill(person, with: ink)
            case "gear":
                var gear = Path(starCenteredAt: CGPoint(x: 13, y: 13), pointCount: 8, outerRadius: 12, innerRadius: 9,
                                startAngle: 0)
                gear.addEllipse(in: CGRect(x: 9, y: 9, width: 8, height: 8))
                gear.fillRule = .evenOdd
                try canvas.fill(gear, with: ink)
            default:  // "message"
                var bubble = Path(roundedRect: CGRect(x: 2, y: 4, width: 22, height: 15), cornerRadius: 5)
                bubble.move(to: CGPoint(x: 12, y: 18)); bubble.addLine(to: CGPoint(x: 6, y: 24)); bubble.addLine(to: CGPoint(x: 8, y: 18))
                try canvas.fill(bubble, with: ink)
            }
        }
    }
}
