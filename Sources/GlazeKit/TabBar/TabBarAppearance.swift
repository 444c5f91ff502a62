import Foundation
import Glaze

/// How a ``TabBar`` looks; ``standard(scale:)`` is the Twitter-style bar.
public struct TabBarAppearance: Hashable, Sendable {
    /// The image stretched across the top half (22 points at the standard height).
    public var topImage: ResizableImage
    /// The colour of the bottom half.
    public var bottomColor: Color
    /// The fill of unselected icons.
    public var unselectedFill: Paint
    /// The fill of the selected icon, as stops running from the icon's top to its bottom.
    public var selectedStops: [Gradient.Stop]
    /// The embossed background behind the selected item, drawn from `selectionTop` to the bar's bottom.
    public var selectionBackground: ResizableImage
    /// How far below the bar's top the selection background starts.
    public var selectionTop: CGFloat
    /// The glow's colour at its centre, for items with new content.
    public var glowColor: Color
    /// The indicator triangle's colour.
    public var indicatorColor: Color
    /// The indicator's size; it sits above the selected item, its base 2 points into the bar.
    public var indicatorSize: CGSize

    /// Creates an appearance from its parts.
    public init(topImage: ResizableImage, bottomColor: Color, unselectedFill: Paint, selectedStops: [Gradient.Stop],
                selectionBackground: ResizableImage, selectionTop: CGFloat, glowColor: Color, indicatorColor: Color,
                indicatorSize: CGSize) {
        self.topImage = topImage
        self.bottomColor = bottomColor
        self.unselectedFill = unselectedFill
        self.selectedStops = selectedStops
        self.selectionBackground = selectionBackground
        self.selectionTop = selectionTop
        self.glowColor = glowColor
        self.indicatorColor = indicatorColor
        self.indicatorSize = indicatorSize
    }

    /// The standard indicator's size: 10 × 7 points.
    public static let standardIndicatorSize = CGSize(width: 10, height: 7)

    /// How far an indicator of `size` reaches above the bar: its base sits 2 points inside.
    public static func overhang(ofIndicator size: CGSize) -> CGFloat {
        max(size.height - 2, 0)
    }

    /// How far this appearance's indicator reaches above the bar.
    public var indicatorOverhang: CGFloat { Self.overhang(ofIndicator: indicatorSize) }

    /// The Twitter-style look, drawn in code: a 22-point gradient (grey 22, then
    /// 83, then 60 falling to 41) over black, light grey icons (white 2/3), the
    /// glossy blue selected icon, a 10 × 40 embossed selection with caps of 4, a
    /// cyan glow and a 10 × 7 indicator. Its images are vector images, so the
    /// bar stays vector in PDF and SVG.
    public static func standard(scale: CGFloat) throws -> TabBarAppearance {
        // One pixel wide at 1x, 22 rows: the sample's rows.
        let falling: [UInt8] = (0..<20).map { (step: Int) -> UInt8 in UInt8(60 - step) }
        let rows: [UInt8] = [22, 83] + falling
        let top = try Image.vector(size: CGSize(width: 1, height: rows.count), scale: 1) { canvas in
            // Each row reaches down to the bottom and the next covers it, so that a
            // viewer antialiasing the rows' edges at a fractional zoom shows no seam.
            for (y, level) in rows.enumerated() {
                try canvas.fill(CGRect(x: 0, y: y, width: 1, height: rows.count - y),
                                with: .color(Color(red8: level, green8: level, blue8: level)))
            }
        }
        let selection = try Image.vector(size: CGSize(width: 10, height: 40), scale: scale) { canvas in
            // Embossed: a faint lighter well, dark along its top, lit along its bottom.
            let well = Path(roundedRect: canvas.bounds.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 3.5)
            try canvas.fill(well, with: .gradient(.linear(from: .zero, to: CGPoint(x: 0, y: 40),
                                                          colors: [Color(white: 1, alpha: 0.14), Color(white: 1, alpha: 0.06)])))
            try canvas.withSavedState { canvas in
                try canvas.clip(to: well)
                try canvas.stroke(well.applying(AffineTransform(translationByX: 0, byY: 1)), with: .color(Color(white: 0, alpha: 0.55)))
            }
            try canvas.stroke(well, with: .color(Color(white: 1, alpha: 0.12)))
        }
        return TabBarAppearance(
            topImage: try ResizableImage.stretchable(top, leftCapWidth: 0, topCapHeight: 0),
            bottomColor: .black,
            unselectedFill: .color(Color(white: 2.0 / 3.0)),
            selectedStops: [
                .init(location: 0, color: Color(red8: 226, green8: 235, blue8: 250)),
                .init(location: 0.5, color: Color(red8: 128, green8: 182, blue8: 236)),
                .init(location: 0.5, color: Color(red8: 41, green8: 138, blue8: 226)),
                .init(location: 1, color: Color(red8: 67, green8: 210, blue8: 253)),
            ],
            selectionBackground: try ResizableImage(image: selection, capInsets: EdgeInsets(all: 4)),
            selectionTop: 4,
            glowColor: Color(red: 0.3, green: 0.9, blue: 1),
            indicatorColor: Color(white: 0.95),
            indicatorSize: standardIndicatorSize)
    }
}
