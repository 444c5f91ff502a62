import Foundation
import GlazeCoreGraphics

/// The artwork article 02's sample app ships as PNGs, drawn in code at the
/// screen's scale, and the delegate that hands it to a ``CustomTabBar``.
open class CustomTabBarArtwork: CustomTabBarDelegate {
    /// The items' images.
    public let images: [UIImage]
    /// The bar's width.
    public let width: CGFloat

    /// Artwork for a bar `width` points wide showing `images`.
    public init(images: [UIImage], width: CGFloat) {
        self.images = images
        self.width = width
    }

    /// The image at `index`.
    public func image(for tabBar: CustomTabBar, at index: Int) -> UIImage { images[index] }

    /// A bar of this artwork's items, as wide as it, alone in a window with
    /// the room above it that its arrow pokes into, shown and laid out, so
    /// that touches find its buttons. The bar holds its delegate weakly:
    /// keep the artwork while the bar asks it for glows.
    public func makeBarInWindow() -> (window: UIWindow, bar: CustomTabBar) {
        let overhang = CustomTabBar.arrowSize.height - 2
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: CustomTabBar.height + overhang))
        let bar = CustomTabBar(itemCount: images.count, itemSize: CGSize(width: width / CGFloat(images.count), height: CustomTabBar.height),
                               tag: 0, delegate: self)
        bar.frame.origin.y = overhang
        window.addSubview(bar)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, bar)
    }

    /// The background the width of the bar, built as the article builds it: the
    /// top image stretched across the top half, solid black below.
    public func backgroundImage() -> UIImage {
        // Get the image that will form the top of the background
        let topImage = Self.tabBarGradient()

        // Create a new image context
        UIGraphicsBeginImageContextWithOptions(CGSize(width: width, height: topImage.size.height * 2), false, 0.0)
        defer { UIGraphicsEndImageContext() }

        // Create a stretchable image for the top of the background and draw it
        let stretchedTopImage = topImage.stretchableImage(withLeftCapWidth: 0, topCapHeight: 0)
        stretchedTopImage.draw(in: CGRect(x: 0, y: 0, width: width, height: topImage.size.height))

        // Draw a solid black color for the bottom of the background
        UIColor.black.set()
        UIGraphicsGetCurrentContext()?.fill(CGRect(x: 0, y: topImage.size.height, width: width, height: topImage.size.height))

        // Generate a new image
        return UIGraphicsGetImageFromCurrentImageContext() ?? UIImage()
    }

    /// The Twitter app's `TabBarGradient.png`, one pixel wide and 22 high,
    /// drawn from the rows a screenshot shows: grey 22, then 83, then 60
    /// falling to 41. A 1x asset, as the app's was: on a 2x screen it is
    /// scaled up and its rows blend into each other.
    static func tabBarGradient() -> UIImage {
        let rows: [CGFloat] = [22, 83] + (0..<20).map { 60 - CGFloat($0) }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 1, height: rows.count), format: format).image { context in
            for (y, level) in rows.enumerated() {
                UIColor(white: level / 255, alpha: 1).setFill()
                context.fill(CGRect(x: 0, y: CGFloat(y), width: 1, height: 1))
            }
        }
    }

    /// The embossed well behind the selected item: 10 × 40 points with caps
    /// of 4, a faint lighter fill, dark along its top and lit along its edge.
    public func selectedItemBackgroundImage() -> UIImage {
        let bounds = CGRect(x: 0, y: 0, width: 10, height: 40)
        let image = UIGraphicsImageRenderer(bounds: bounds).image { rendererContext in
            let context = rendererContext.cgContext
            let well = UIBezierPath(roundedRect: bounds.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 3.5)
            context.saveGState()
            well.addClip()
            if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                         colors: [UIColor(white: 1, alpha: 0.14).cgColor,
                                                  UIColor(white: 1, alpha: 0.06).cgColor] as CFArray, locations: nil) {
                context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: 40),
                                           options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
            }
            // The shadow along the top: the outline again, a point lower, inside the well.
            let lowered = UIBezierPath(cgPath: well.cgPath)
            lowered.apply(CGAffineTransform(translationX: 0, y: 1))
            UIColor(white: 0, alpha: 0.55).setStroke()
            lowered.stroke()
            context.restoreGState()
            UIColor(white: 1, alpha: 0.12).setStroke()
            well.stroke()
        }
        return image.resizableImage(withCapInsets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4), resizingMode: .stretch)
    }

    /// The glow of an item with new content: a wide, low cyan glow rising
    /// from the bottom centre of a tab.
    public func glowImage() -> UIImage {
        let frame = CGRect(x: 0, y: 0, width: width / CGFloat(max(images.count, 1)), height: CustomTabBar.height)
        return UIGraphicsImageRenderer(size: frame.size).image { rendererContext in
            let context = rendererContext.cgContext
            let glow = UIColor(red: 0.3, green: 0.9, blue: 1, alpha: 1)
            let radius = min(frame.width * 0.4, frame.height * 0.6)
            guard let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                            colors: [glow.withAlphaComponent(0.9).cgColor, glow.withAlphaComponent(0).cgColor] as CFArray,
                                            locations: nil) else { return }
            context.translateBy(x: frame.midX, y: frame.maxY)
            // Squashed vertically, so the circle becomes a low ellipse.
            context.scaleBy(x: 1, y: 0.55)
            context.drawRadialGradient(gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: radius, options: [])
        }
    }

    /// The arrow: a light triangle 10 × 7 points, pointing up.
    public func tabBarArrowImage() -> UIImage {
        UIGraphicsImageRenderer(size: CustomTabBar.arrowSize).image { _ in
            let size = CustomTabBar.arrowSize
            let triangle = UIBezierPath()
            triangle.move(to: CGPoint(x: 0, y: size.height))
            triangle.addLine(to: CGPoint(x: size.width / 2, y: 0))
            triangle.addLine(to: CGPoint(x: size.width, y: size.height))
            triangle.close()
            UIColor(white: 0.95, alpha: 1).setFill()
            triangle.fill()
        }
    }
}
