import Foundation
import GlazeCoreGraphics

/// Article 01, second half: the "hybrid" button (the article's `CBHybrid`),
/// whose background is drawn once at its minimum width and stretched to every
/// button's width.
public enum CBHybrid {
    /// The corner radius, which is also every cap.
    public static let borderRadius: CGFloat = 5
    /// The height, matching the article's other buttons.
    public static let height: CGFloat = 37
    /// The minimum size: one stretchable point between the two caps.
    public static let minimumSize = CGSize(width: 1 + borderRadius * 2, height: height)

    /// The background at its minimum size and `scale`, as a stretching
    /// resizable image with caps of ``borderRadius`` on every side.
    public static func backgroundImage(highlighted: Bool, scale: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let image = UIGraphicsImageRenderer(size: minimumSize, format: format).image { context in
            drawBackground(in: CGRect(origin: .zero, size: minimumSize), highlighted: highlighted, context: context.cgContext)
        }
        let caps = UIEdgeInsets(top: borderRadius, left: borderRadius, bottom: borderRadius, right: borderRadius)
        return image.resizableImage(withCapInsets: caps, resizingMode: .stretch)
    }

    /// Draws the background at the size of `rect` into `context`, step by step
    /// as the article's `drawBackgroundImageHighlighted:` does.
    public static func drawBackground(in rect: CGRect, highlighted: Bool, context: CGContext) {
        let top = UIColor(red: 0.94, green: 0.82, blue: 0.52, alpha: 1)
        let bottom = UIColor(red: 0.91, green: 0.55, blue: 0.00, alpha: 1)
        let border = UIColor(red: 0.77, green: 0.43, blue: 0.00, alpha: 1)
        // Pressing swaps the stops: the light end moves to the bottom.
        let colors = highlighted ? [bottom.cgColor, top.cgColor] : [top.cgColor, bottom.cgColor]
        guard let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray,
                                        locations: [0, 1]) else { return }
        context.saveGState()
        let roundedRectanglePath = UIBezierPath(roundedRect: rect, cornerRadius: borderRadius)
        roundedRectanglePath.addClip()
        // The article stops one point short of the bottom; the border covers that row.
        context.drawLinearGradient(gradient, start: CGPoint(x: rect.minX, y: rect.minY),
                                   end: CGPoint(x: rect.minX, y: rect.maxY - 1), options: [])
        // Twice the width wanted: the clip keeps the inner half.
        border.setStroke()
        roundedRectanglePath.lineWidth = 2
        roundedRectanglePath.stroke()
        let innerGlowRect = UIBezierPath(roundedRect: rect.insetBy(dx: 1.5, dy: 1.5), cornerRadius: borderRadius - 1)
        UIColor(white: 1, alpha: 0.5).setStroke()
        innerGlowRect.lineWidth = 1
        innerGlowRect.stroke()
        context.restoreGState()
    }

    /// A button background `width` points wide: the minimum-size image,
    /// drawn once, stretched between its caps.
    public static func buttonImage(width: CGFloat, highlighted: Bool, scale: CGFloat) -> UIImage {
        let background = backgroundImage(highlighted: highlighted, scale: scale)
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).image { _ in
            background.draw(in: CGRect(x: 0, y: 0, width: width, height: height))
        }
    }
}
