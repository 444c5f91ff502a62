import Foundation
import GlazeCoreGraphics

/// Article 02's Twitter-style tab bar: a 44-point bar of a stretched gradient
/// over black, title-less icons taken from their images' alpha, an embossed
/// selection, a glow for sections with new content and a small indicator
/// triangle poking out above the selected item.
public enum CustomTabBar {
    /// The bar's height.
    public static let height: CGFloat = 44
    /// The indicator triangle's size; its base sits 2 points inside the bar.
    public static let indicatorSize = CGSize(width: 10, height: 7)
    /// How far the indicator pokes out above the bar.
    public static var indicatorOverhang: CGFloat { indicatorSize.height - 2 }

    /// The background `width` points wide, built as the article builds it: the
    /// top image stretched across the top half, solid black below.
    public static func backgroundImage(width: CGFloat, scale: CGFloat) -> UIImage {
        let topImage = gradientImage()
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let size = CGSize(width: width, height: topImage.size.height * 2)
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            let stretchedTopImage = topImage.stretchableImage(withLeftCapWidth: 0, topCapHeight: 0)
            stretchedTopImage.draw(in: CGRect(x: 0, y: 0, width: width, height: topImage.size.height))
            UIColor.black.set()
            context.cgContext.fill(CGRect(x: 0, y: topImage.size.height, width: width, height: topImage.size.height))
        }
    }

    /// The Twitter app's `TabBarGradient.png`, one pixel wide and 22 high,
    /// drawn from the rows a screenshot shows: grey 22, then 83, then 60
    /// falling to 41. A 1x asset, as the app's was: on a 2x screen it is
    /// scaled up and its rows blend into each other.
    static func gradientImage() -> UIImage {
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

    /// `icon` as a tab bar shows it, whatever its colours: only its alpha,
    /// filled light grey, or with the glossy blue gradient when selected.
    public static func iconImage(_ icon: UIImage, selected: Bool) -> UIImage {
        guard let mask = icon.cgImage else { return icon }
        let size = icon.size
        let format = UIGraphicsImageRendererFormat()
        format.scale = icon.scale
        return UIGraphicsImageRenderer(size: size, format: format).image { rendererContext in
            let context = rendererContext.cgContext
            // clip(to:mask:) puts the mask's top row at the rect's maximum y,
            // which is the bottom in this flipped context: flip around it.
            context.translateBy(x: 0, y: size.height)
            context.scaleBy(x: 1, y: -1)
            context.clip(to: CGRect(origin: .zero, size: size), mask: mask)
            context.scaleBy(x: 1, y: -1)
            context.translateBy(x: 0, y: -size.height)
            if selected, let gradient = selectedGradient() {
                context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: size.height),
                                           options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
            } else {
                UIColor(white: 2.0 / 3.0, alpha: 1).setFill()
                context.fill(CGRect(origin: .zero, size: size))
            }
        }
    }

    /// The selected icon's gloss: pale blue to mid blue down the top half, a
    /// break, then deep blue rising to cyan at the bottom.
    private static func selectedGradient() -> CGGradient? {
        let colors = [UIColor(red: 226 / 255.0, green: 235 / 255.0, blue: 250 / 255.0, alpha: 1),
                      UIColor(red: 128 / 255.0, green: 182 / 255.0, blue: 236 / 255.0, alpha: 1),
                      UIColor(red: 41 / 255.0, green: 138 / 255.0, blue: 226 / 255.0, alpha: 1),
                      UIColor(red: 67 / 255.0, green: 210 / 255.0, blue: 253 / 255.0, alpha: 1)].map(\.cgColor)
        return CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray, locations: [0, 0.5, 0.5, 1])
    }

    /// The embossed well behind the selected item: 10 × 40 points with caps
    /// of 4, a faint lighter fill, dark along its top and lit along its edge.
    public static func selectionImage(scale: CGFloat) -> UIImage {
        let bounds = CGRect(x: 0, y: 0, width: 10, height: 40)
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let image = UIGraphicsImageRenderer(bounds: bounds, format: format).image { rendererContext in
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

    /// Draws the glow of an item with new content into the current context: a
    /// wide, low cyan glow rising from the bottom centre of `frame`.
    public static func drawGlow(in frame: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let glow = UIColor(red: 0.3, green: 0.9, blue: 1, alpha: 1)
        let radius = min(frame.width * 0.4, frame.height * 0.6)
        guard let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                        colors: [glow.withAlphaComponent(0.9).cgColor, glow.withAlphaComponent(0).cgColor] as CFArray,
                                        locations: nil) else { return }
        context.saveGState()
        context.clip(to: frame)
        context.translateBy(x: frame.midX, y: frame.maxY)
        // Squashed vertically, so the circle becomes a low ellipse.
        context.scaleBy(x: 1, y: 0.55)
        context.drawRadialGradient(gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: radius, options: [])
        context.restoreGState()
    }

    /// The whole bar `width` points wide with room above it for the
    /// indicator: `icons` in equal tabs, `selectedIndex` with its selection
    /// and indicator, and a glow on the items in `glowing`.
    public static func barImage(width: CGFloat, icons: [UIImage], selectedIndex: Int?, glowing: Set<Int> = [],
                                scale: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let size = CGSize(width: width, height: height + indicatorOverhang)
        let background = backgroundImage(width: width, scale: scale)
        let selection = selectionImage(scale: scale)
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            let bar = CGRect(x: 0, y: indicatorOverhang, width: width, height: height)
            background.draw(in: bar)
            let tabWidth = width / CGFloat(max(icons.count, 1))
            for (index, icon) in icons.enumerated() {
                let frame = CGRect(x: CGFloat(index) * tabWidth, y: bar.minY, width: tabWidth, height: height)
                let selected = index == selectedIndex
                if selected {
                    selection.draw(in: CGRect(x: frame.minX + 2, y: frame.minY + 4, width: frame.width - 4, height: frame.height - 4))
                }
                if glowing.contains(index) { drawGlow(in: frame) }
                // On whole points, so the icon's pixels land on the bar's pixels.
                let origin = CGPoint(x: (frame.midX - icon.size.width / 2).rounded(), y: (frame.midY - icon.size.height / 2).rounded())
                iconImage(icon, selected: selected).draw(at: origin)
                if selected { drawIndicator(over: frame, barTop: bar.minY) }
            }
        }
    }

    private static func drawIndicator(over frame: CGRect, barTop: CGFloat) {
        let x = (frame.midX - indicatorSize.width / 2).rounded()
        let top = barTop - indicatorSize.height + 2
        let triangle = UIBezierPath()
        triangle.move(to: CGPoint(x: x, y: top + indicatorSize.height))
        triangle.addLine(to: CGPoint(x: x + indicatorSize.width / 2, y: top))
        triangle.addLine(to: CGPoint(x: x + indicatorSize.width, y: top + indicatorSize.height))
        triangle.close()
        UIColor(white: 0.95, alpha: 1).setFill()
        triangle.fill()
    }
}
