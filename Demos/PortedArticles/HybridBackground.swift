import Foundation
import GlazeCoreGraphics
import Synchronization

/// Article 01, second half: the article's `CBHybrid`, a `UIButton` subclass
/// whose background is drawn once at its minimum width, kept in class-level
/// statics and stretched to every instance's width.
open class CBHybrid: UIButton {
    /// The corner radius, which is also every cap.
    public static let borderRadius: CGFloat = 5
    /// The height, matching the article's other buttons.
    public static let height: CGFloat = 37

    // Resizable background images for the normal and highlighted states: the
    // article's `gBackgroundImage` and `gBackgroundImageHighlighted`, kept per
    // screen scale, as one process here draws at several.
    private static let gBackgroundImages = Mutex<[CGFloat: (normal: UIImage, highlighted: UIImage)]>([:])

    /// A hybrid button with `frame`, its backgrounds set.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setupBackgrounds()
    }

    /// A hybrid button from an archive, its backgrounds set.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setupBackgrounds()
    }

    /// Draws the background at its minimum size, 1 + 2 × ``borderRadius`` wide,
    /// into an image context, as the article's `drawBackgroundImageHighlighted:`.
    open func drawBackgroundImage(highlighted: Bool) -> UIImage? {
        let borderRadius = Self.borderRadius, height = Self.height
        let width = 1 + borderRadius * 2
        UIGraphicsBeginImageContextWithOptions(CGSize(width: width, height: height), false, 0)
        defer { UIGraphicsEndImageContext() }
        guard let context = UIGraphicsGetCurrentContext() else { return nil }
        let colorSpace = CGColorSpaceCreateDeviceRGB()

        // Gradient Declarations
        let gradientTop = UIColor(red: 0.94, green: 0.82, blue: 0.52, alpha: 1)
        let gradientBottom = UIColor(red: 0.91, green: 0.55, blue: 0.00, alpha: 1)
        let borderColor = UIColor(red: 0.77, green: 0.43, blue: 0.00, alpha: 1)
        let gradient = CGGradient(colorsSpace: colorSpace, colors: [gradientTop.cgColor, gradientBottom.cgColor] as CFArray,
                                  locations: [0, 1])
        let highlightedGradient = CGGradient(colorsSpace: colorSpace, colors: [gradientBottom.cgColor, gradientTop.cgColor] as CFArray,
                                             locations: [0, 1])

        // Draw rounded rectangle bezier path
        let roundedRectanglePath = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: width, height: height), cornerRadius: borderRadius)
        // Use the bezier as a clipping path
        roundedRectanglePath.addClip()
        // Use one of the two gradients depending on the state of the button
        if let background = highlighted ? highlightedGradient : gradient {
            // Draw gradient within the path
            context.drawLinearGradient(background, start: CGPoint(x: 140, y: 0), end: CGPoint(x: 140, y: height - 1), options: [])
        }
        // Draw border: twice the width wanted, the clip keeps the inner half
        borderColor.setStroke()
        roundedRectanglePath.lineWidth = 2
        roundedRectanglePath.stroke()
        // Draw Inner Glow
        let innerGlowRect = UIBezierPath(roundedRect: CGRect(x: 1.5, y: 1.5, width: width - 3, height: height - 3),
                                         cornerRadius: borderRadius - 1)
        UIColor(white: 1, alpha: 0.5).setStroke()
        innerGlowRect.lineWidth = 1
        innerGlowRect.stroke()

        return UIGraphicsGetImageFromCurrentImageContext()
    }

    /// Generates the background images if necessary and sets them for the
    /// normal and highlighted states.
    open func setupBackgrounds() {
        let scale = UIScreen.main.scale
        let caps = UIEdgeInsets(top: Self.borderRadius, left: Self.borderRadius, bottom: Self.borderRadius, right: Self.borderRadius)
        // Generate background images if necessary: drawn outside the lock (two
        // buttons made at once may both draw; the first stored is kept), since
        // a lock held while drawing makes every other button wait, and a
        // contended Mutex hands over in the kernel, where the thread sanitizer
        // cannot see the order it gives.
        var images = Self.gBackgroundImages.withLock { $0[scale] }
        if images == nil, let normal = drawBackgroundImage(highlighted: false),
           let highlighted = drawBackgroundImage(highlighted: true) {
            let drawn = (normal: normal.resizableImage(withCapInsets: caps, resizingMode: .stretch),
                         highlighted: highlighted.resizableImage(withCapInsets: caps, resizingMode: .stretch))
            images = Self.gBackgroundImages.withLock { cache in
                if let stored = cache[scale] { return stored }
                cache[scale] = drawn
                return drawn
            }
        }
        // Set background for the button instance
        setBackgroundImage(images?.normal, for: .normal)
        setBackgroundImage(images?.highlighted, for: .highlighted)
    }
}
