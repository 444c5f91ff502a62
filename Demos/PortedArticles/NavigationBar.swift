import Foundation
import GlazeCoreGraphics

/// Article 02's custom navigation bar: a background image drawn across the
/// bar's whole rect (one per section), a back button made from a stretchable
/// arrow image sized to its title, and the title centred.
public enum CustomNavigationBar {
    /// The back button's left cap: the arrow's point, never stretched.
    public static let backButtonCapWidth: CGFloat = 14
    /// The widest a back button grows.
    public static let backButtonMaximumWidth: CGFloat = 160
    /// The back button's height.
    public static let backButtonHeight: CGFloat = 30
    private static let backButtonCornerRadius: CGFloat = 5
    private static var backTitleFont: UIFont { .boldSystemFont(ofSize: 12) }

    /// A section's background, drawn in code where the article shipped one
    /// PNG per app: a one-point-wide vertical gradient through `colors`,
    /// stretched across whatever bar it is drawn in.
    public static func backgroundImage(colors: [UIColor], height: CGFloat, scale: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let image = UIGraphicsImageRenderer(size: CGSize(width: 1, height: height), format: format).image { context in
            guard let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors.map(\.cgColor) as CFArray,
                                            locations: nil) else { return }
            context.cgContext.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: height), options: [])
        }
        return image.stretchableImage(withLeftCapWidth: 0, topCapHeight: 0)
    }

    /// The bar `width` × `height` points: `background` drawn across it, a
    /// back button titled `backTitle` when given, and `title` centred on the
    /// bar (moved aside when the back button is in the way).
    public static func barImage(width: CGFloat, height: CGFloat = 44, background: UIImage, title: String,
                                backTitle: String?, scale: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).image { _ in
            let rect = CGRect(x: 0, y: 0, width: width, height: height)
            // The article's drawRect: the background drawn into the whole rect.
            background.draw(in: rect)
            var leftEdge = rect.minX
            if let backTitle {
                let origin = CGPoint(x: rect.minX + 5, y: (rect.midY - backButtonHeight / 2).rounded())
                leftEdge = drawBackButton(title: backTitle, at: origin, scale: scale).maxX + 6
            }
            drawTitle(title, in: rect, leftEdge: leftEdge)
        }
    }

    private static func drawTitle(_ title: String, in rect: CGRect, leftEdge: CGFloat) {
        let shadow = NSShadow()
        shadow.shadowColor = UIColor(white: 0, alpha: 0.5)
        shadow.shadowOffset = CGSize(width: 0, height: -1)
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.white, .shadow: shadow,
        ]
        let size = title.size(withAttributes: attributes)
        let x = min(max(rect.midX - size.width / 2, leftEdge), rect.maxX - size.width)
        title.draw(at: CGPoint(x: x, y: rect.midY - size.height / 2), withAttributes: attributes)
    }

    /// The arrow-shaped back button image, drawn once at its minimum width
    /// (the left cap, one point, a right cap of the corner radius plus one)
    /// and made stretchable from its left cap.
    public static func backButtonImage(highlighted: Bool, scale: CGFloat) -> UIImage {
        let rightCap = backButtonCornerRadius + 1
        let size = CGSize(width: backButtonCapWidth + 1 + rightCap, height: backButtonHeight)
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let image = UIGraphicsImageRenderer(size: size, format: format).image { context in
            drawArrow(in: CGRect(origin: .zero, size: size), highlighted: highlighted, context: context.cgContext)
        }
        return image.stretchableImage(withLeftCapWidth: Int(backButtonCapWidth), topCapHeight: 0)
    }

    private static func drawArrow(in rect: CGRect, highlighted: Bool, context: CGContext) {
        let top = rect.minY + 0.5, bottom = rect.maxY - 0.5, right = rect.maxX - 0.5
        let shoulder = rect.minX + backButtonCapWidth - 2
        let arrow = CGMutablePath()
        arrow.move(to: CGPoint(x: rect.minX + 1, y: rect.midY))
        arrow.addLine(to: CGPoint(x: shoulder, y: top))
        arrow.addArc(tangent1End: CGPoint(x: right, y: top), tangent2End: CGPoint(x: right, y: bottom), radius: backButtonCornerRadius)
        arrow.addArc(tangent1End: CGPoint(x: right, y: bottom), tangent2End: CGPoint(x: shoulder, y: bottom),
                     radius: backButtonCornerRadius)
        arrow.addLine(to: CGPoint(x: shoulder, y: bottom))
        arrow.closeSubpath()
        let colors = highlighted
            ? [UIColor(red: 0.25, green: 0.29, blue: 0.36, alpha: 1), UIColor(red: 0.1, green: 0.12, blue: 0.17, alpha: 1)]
            : [UIColor(red: 0.42, green: 0.47, blue: 0.55, alpha: 1), UIColor(red: 0.2, green: 0.24, blue: 0.31, alpha: 1)]
        context.saveGState()
        context.addPath(arrow)
        context.clip()
        if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors.map(\.cgColor) as CFArray,
                                     locations: nil) {
            context.drawLinearGradient(gradient, start: CGPoint(x: 0, y: rect.minY), end: CGPoint(x: 0, y: rect.maxY),
                                       options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
        // A lit edge along the top: the outline a point lower, inside the arrow.
        var lower = CGAffineTransform(translationX: 0, y: 1)
        if let lowered = arrow.copy(using: &lower) {
            context.addPath(lowered)
            context.setStrokeColor(UIColor(white: 1, alpha: 0.25).cgColor)
            context.setLineWidth(1)
            context.strokePath()
        }
        context.restoreGState()
        context.addPath(arrow)
        context.setStrokeColor(UIColor(red: 0.08, green: 0.1, blue: 0.14, alpha: 1).cgColor)
        context.setLineWidth(1)
        context.setLineJoin(.round)
        context.strokePath()
    }

    /// The article's back button width: the title's width plus one and a half
    /// caps, at most ``backButtonMaximumWidth``.
    public static func backButtonWidth(title: String) -> CGFloat {
        let measured = title.isEmpty ? 0 : title.size(withAttributes: [.font: backTitleFont]).width
        return min((measured + 1.5 * backButtonCapWidth).rounded(.up), backButtonMaximumWidth)
    }

    /// Draws a back button titled `title` with its top-left corner at `origin`
    /// into the current context; returns its frame.
    @discardableResult
    public static func drawBackButton(title: String, at origin: CGPoint, highlighted: Bool = false, scale: CGFloat) -> CGRect {
        let frame = CGRect(origin: origin, size: CGSize(width: backButtonWidth(title: title), height: backButtonHeight))
        backButtonImage(highlighted: highlighted, scale: scale).draw(in: frame)
        // The button's title insets (0, 6, 0, 3), less the half of the cap the arrow's point takes.
        let box = frame.inset(by: UIEdgeInsets(top: 0, left: 6 + backButtonCapWidth / 2, bottom: 0, right: 3))
        guard !title.isEmpty, box.width > 0 else { return frame }
        let shadow = NSShadow()
        shadow.shadowColor = UIColor.darkGray
        shadow.shadowOffset = CGSize(width: 0, height: -1)
        let attributes: [NSAttributedString.Key: Any] = [.font: backTitleFont, .foregroundColor: UIColor.white, .shadow: shadow]
        let size = title.size(withAttributes: attributes)
        let y = box.midY - size.height / 2
        if size.width <= box.width {
            title.draw(at: CGPoint(x: box.midX - size.width / 2, y: y), withAttributes: attributes)
        } else {
            // Too long even at the widest: its first line, cut at the button's edge.
            title.draw(in: CGRect(x: box.minX, y: y, width: box.width, height: size.height), withAttributes: attributes)
        }
        return frame
    }
}
