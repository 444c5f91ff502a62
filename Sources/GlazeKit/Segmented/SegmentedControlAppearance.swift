import Foundation
import Glaze

/// How a ``SegmentedControl`` looks: its two backgrounds, divider and titles.
public struct SegmentedControlAppearance: Hashable, Sendable {
    /// The background of unselected segments, with caps on both sides.
    public var background: ResizableImage
    /// The background of the selected segment.
    public var selectedBackground: ResizableImage
    /// What separates two segments.
    public var divider: SegmentDivider
    /// The titles' font.
    public var font: Font
    /// The colour of unselected titles.
    public var titleColor: Color
    /// The colour of the selected title.
    public var selectedTitleColor: Color
    /// The shadow of unselected titles.
    public var titleShadow: TextShadow?
    /// The shadow of the selected title.
    public var selectedTitleShadow: TextShadow?
    /// Padding between a segment's edges and its title.
    public var titleInsets: EdgeInsets

    /// Creates an appearance from its parts.
    public init(background: ResizableImage, selectedBackground: ResizableImage, divider: SegmentDivider,
                font: Font, titleColor: Color, selectedTitleColor: Color, titleShadow: TextShadow? = nil,
                selectedTitleShadow: TextShadow? = nil, titleInsets: EdgeInsets = EdgeInsets(horizontal: 6)) {
        self.background = background
        self.selectedBackground = selectedBackground
        self.divider = divider
        self.font = font
        self.titleColor = titleColor
        self.selectedTitleColor = selectedTitleColor
        self.titleShadow = titleShadow
        self.selectedTitleShadow = selectedTitleShadow
        self.titleInsets = titleInsets
    }

    /// The titles' font in ``standard(height:cornerRadius:scale:)``: bold, 13 points.
    public static let standardFont = Font.bold(13)

    /// The control's height: the background image's.
    public var height: CGFloat { background.size.height }

    /// Glaze's own look, drawn in code at its minimum width: a light pill with a
    /// grey border, and a blue gradient for the selected segment. Its backgrounds
    /// are vector images, so the control stays vector in PDF and SVG.
    /// - Parameters:
    ///   - height: the control's height in points.
    ///   - cornerRadius: the radius of the outer corners, which is also the cap width.
    ///   - scale: the pixel density the backgrounds are drawn at.
    public static func standard(height: CGFloat = 30, cornerRadius: CGFloat = 7, scale: CGFloat) throws -> SegmentedControlAppearance {
        let border = Color(white: 0.55)
        func pill(top: Color, bottom: Color, stroke: Color, highlight: Color) throws -> ResizableImage {
            let size = CGSize(width: 2 * cornerRadius + 1, height: height)
            let image = try Image.vector(size: size, scale: scale) { canvas in
                let outline = Path(roundedRect: canvas.bounds.insetBy(dx: 0.5, dy: 0.5), cornerRadius: cornerRadius - 0.5)
                try canvas.fill(outline, with: .gradient(.linear(from: .zero, to: CGPoint(x: 0, y: height), colors: [top, bottom])))
                var shine = Path()
                shine.move(to: CGPoint(x: 0, y: 1.5))
                shine.addLine(to: CGPoint(x: size.width, y: 1.5))
                try canvas.withSavedState { canvas in
                    try canvas.clip(to: outline)
                    try canvas.stroke(shine, with: .color(highlight))
                }
                try canvas.stroke(outline, with: .color(stroke))
            }
            return try ResizableImage(image: image, capInsets: EdgeInsets(top: 0, left: cornerRadius, bottom: 0, right: cornerRadius))
        }
        return SegmentedControlAppearance(
            background: try pill(top: Color(white: 0.99), bottom: Color(white: 0.86), stroke: border,
                                 highlight: Color.white.withAlpha(0.9)),
            selectedBackground: try pill(top: Color(red: 0.38, green: 0.62, blue: 0.95), bottom: Color(red: 0.1, green: 0.36, blue: 0.8),
                                         stroke: Color(red: 0.07, green: 0.24, blue: 0.55), highlight: Color.white.withAlpha(0.35)),
            divider: .line(border, width: 1),
            font: standardFont,
            titleColor: Color(white: 0.25),
            selectedTitleColor: .white,
            titleShadow: TextShadow(color: Color.white.withAlpha(0.8), offset: CGSize(width: 0, height: 1)),
            selectedTitleShadow: TextShadow(color: Color(white: 0, alpha: 0.35), offset: CGSize(width: 0, height: -1)))
    }
}

/// What separates two segments.
public enum SegmentDivider: Hashable, Sendable {
    /// Nothing: segments touch.
    case none
    /// A solid vertical line of a colour and width.
    case line(Color, width: CGFloat)
    /// An image stretched to the divider's rect; its width is the divider's.
    case image(Image)

    /// The divider's width in points.
    public var width: CGFloat {
        switch self {
        case .none: return 0
        case let .line(_, width): return width
        case let .image(image): return image.size.width
        }
    }

    func draw(in rect: CGRect, on canvas: Canvas) throws {
        switch self {
        case .none: return
        case let .line(color, _): try canvas.fill(rect, with: .color(color))
        case let .image(image): try canvas.draw(image, in: rect)
        }
    }
}
