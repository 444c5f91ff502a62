import Foundation
import GlazeCoreGraphics

/// Article 02's `CustomNavigationBar`: a `UINavigationBar` subclass that
/// draws a background image of its own in `draw(_:)` (one per section), and
/// makes a back button from a stretchable arrow image, sized to its title.
open class CustomNavigationBar: UINavigationBar {
    /// The widest a back button grows.
    public static let maxBackButtonWidth: CGFloat = 160
    /// The back button's left cap: the arrow's point, never stretched.
    public static let backButtonCapWidth: CGFloat = 14
    /// The back button's height.
    public static let backButtonHeight: CGFloat = 30
    private static let backButtonCornerRadius: CGFloat = 5

    /// The image view holding the custom background, or `nil` for the standard bar.
    public var navigationBarBackgroundImage: UIImageView?

    // If we have a custom background image, then draw it, otherwise call super and draw the standard nav bar
    open override func draw(_ rect: CGRect) {
        if let navigationBarBackgroundImage {
            navigationBarBackgroundImage.image?.draw(in: rect)
        } else {
            super.draw(rect)
        }
    }

    /// Saves the background image and calls `setNeedsDisplay` to force a redraw.
    public func setBackgroundWith(_ backgroundImage: UIImage?) {
        navigationBarBackgroundImage = UIImageView(frame: frame)
        navigationBarBackgroundImage?.image = backgroundImage
        setNeedsDisplay()
    }

    /// Clears the background image and calls `setNeedsDisplay` to force a redraw.
    public func clearBackground() {
        navigationBarBackgroundImage = nil
        setNeedsDisplay()
    }

    /// A back button made from `backButtonImage` and `backButtonHighlightImage`
    /// stretched from `capWidth`, titled, as the standard back button, with the
    /// title of the item below the top one; tapping it goes back.
    public func backButtonWith(_ backButtonImage: UIImage, highlight backButtonHighlightImage: UIImage,
                               leftCapWidth capWidth: CGFloat) -> UIButton {
        // Create a custom button
        let button = UIButton(type: .custom)

        // Set the title to use the same font and shadow as the standard back button
        button.titleLabel?.font = .boldSystemFont(ofSize: 12)
        button.titleLabel?.textColor = .white
        button.titleLabel?.shadowOffset = CGSize(width: 0, height: -1)
        // ported: the article set `titleLabel.shadowColor`, which a button resets
        // from its per-state shadow colour whenever it lays out; set that instead.
        button.setTitleShadowColor(.darkGray, for: .normal)

        // Set the break mode to truncate at the end like the standard back button
        button.titleLabel?.lineBreakMode = .byTruncatingTail

        // Inset the title on the left and right
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 6.0, bottom: 0, right: 3.0)

        // Make the button as high as the passed in image
        button.frame = CGRect(x: 0, y: 0, width: 0, height: backButtonImage.size.height)

        // Just like the standard back button, use the title of the previous item as the default back button title
        setText(backItem?.title, onBackButton: button, leftCapWidth: capWidth)

        // Set the stretchable images as the background for the button
        button.setBackgroundImage(backButtonImage.stretchableImage(withLeftCapWidth: Int(capWidth), topCapHeight: 0), for: .normal)
        button.setBackgroundImage(backButtonHighlightImage.stretchableImage(withLeftCapWidth: Int(capWidth), topCapHeight: 0),
                                  for: .highlighted)

        // Add an action for going back (ported: a UIAction where the article had a selector)
        button.addAction(UIAction { [weak self] _ in self?.back() }, for: .touchUpInside)

        return button
    }

    /// Goes back: pops the top item.
    public func back() {
        popItem(animated: true)
    }

    /// Measures `text` in the back button's title font and sizes the button
    /// to it plus one and a half caps, at most ``maxBackButtonWidth``, then
    /// sets it as the title.
    public func setText(_ text: String?, onBackButton backButton: UIButton, leftCapWidth capWidth: CGFloat) {
        // Measure the width of the text
        let textSize = (text ?? "").size(withAttributes: [.font: backButton.titleLabel?.font ?? UIFont.boldSystemFont(ofSize: 12)])
        // Change the button's frame. The width is either the width of the new text or the max width
        let width = (textSize.width + capWidth * 1.5) > Self.maxBackButtonWidth ? Self.maxBackButtonWidth : (textSize.width + capWidth * 1.5)
        backButton.frame = CGRect(x: backButton.frame.origin.x, y: backButton.frame.origin.y, width: width,
                                  height: backButton.frame.size.height)
        // Set the text on the button
        backButton.setTitle(text, for: .normal)
    }

    /// A section's background, drawn in code where the article shipped one
    /// PNG per app: a one-point-wide vertical gradient through `colors`,
    /// stretched across whatever bar it is drawn in.
    public static func backgroundImage(colors: [UIColor], height: CGFloat) -> UIImage {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 1, height: height)).image { context in
            guard let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors.map(\.cgColor) as CFArray,
                                            locations: nil) else { return }
            context.cgContext.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: height), options: [])
        }
        return image.stretchableImage(withLeftCapWidth: 0, topCapHeight: 0)
    }

    /// The sample's title text attributes: the classic bar's bold white
    /// 20-point title with a shadow a point up.
    public static var classicTitleTextAttributes: [NSAttributedString.Key: Any] {
        let shadow = NSShadow()
        shadow.shadowColor = UIColor(white: 0, alpha: 0.5)
        shadow.shadowOffset = CGSize(width: 0, height: -1)
        return [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.white, .shadow: shadow]
    }

    /// The arrow-shaped back button artwork the article shipped as a PNG,
    /// drawn at its minimum width (the left cap, one point, a right cap of
    /// the corner radius plus one); ``backButtonWith(_:highlight:leftCapWidth:)``
    /// stretches it.
    public static func backButtonImage(highlighted: Bool) -> UIImage {
        let rightCap = backButtonCornerRadius + 1
        let size = CGSize(width: backButtonCapWidth + 1 + rightCap, height: backButtonHeight)
        return UIGraphicsImageRenderer(size: size).image { context in
            drawArrow(in: CGRect(origin: .zero, size: size), highlighted: highlighted, context: context.cgContext)
        }
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
}
