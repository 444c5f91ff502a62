import Foundation
import GlazeCoreGraphics

/// Article 02's custom segmented control: pieces cropped from one stretchable
/// image, each keeping only the caps its place in the row needs.
public enum CustomSegmentedControl {
    /// Which caps of the stretchable image a piece keeps.
    public enum Caps: Sendable {
        /// Both caps: a segment alone.
        case both
        /// The left cap only: the first segment.
        case leftOnly
        /// The right cap only: the last segment.
        case rightOnly
        /// Neither cap: a segment in the middle.
        case neither

        /// The caps segment `index` of `count` keeps.
        public static func forSegment(_ index: Int, of count: Int) -> Caps {
            switch (index == 0, index == count - 1) {
            case (true, true): .both
            case (true, false): .leftOnly
            case (false, true): .rightOnly
            case (false, false): .neither
            }
        }
    }

    /// The stretchable image the pieces are cut from, drawn in code where the
    /// article shipped a PNG: a pill `height` points high with caps of
    /// `capWidth` and one stretchable point between them.
    public static func segmentImage(height: CGFloat, capWidth: CGFloat, selected: Bool, scale: CGFloat) -> UIImage {
        let size = CGSize(width: capWidth * 2 + 1, height: height)
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let image = UIGraphicsImageRenderer(size: size, format: format).image { context in
            let top = selected ? UIColor(red: 0.38, green: 0.62, blue: 0.95, alpha: 1) : UIColor(white: 0.99, alpha: 1)
            let bottom = selected ? UIColor(red: 0.1, green: 0.36, blue: 0.8, alpha: 1) : UIColor(white: 0.86, alpha: 1)
            let border = selected ? UIColor(red: 0.07, green: 0.24, blue: 0.55, alpha: 1) : UIColor(white: 0.55, alpha: 1)
            // Inset half a point so the one-point border lands on whole pixels.
            let pill = UIBezierPath(roundedRect: CGRect(origin: .zero, size: size).insetBy(dx: 0.5, dy: 0.5),
                                    cornerRadius: capWidth - 0.5)
            context.cgContext.saveGState()
            pill.addClip()
            if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                         colors: [top.cgColor, bottom.cgColor] as CFArray, locations: nil) {
                context.cgContext.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: height),
                                                     options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
            }
            context.cgContext.restoreGState()
            border.setStroke()
            pill.stroke()
        }
        return image.stretchableImage(withLeftCapWidth: Int(capWidth), topCapHeight: 0)
    }

    /// `image` (stretchable, with caps of `capWidth`) cropped to a piece
    /// `width` points wide: the image is drawn wider than the context, and
    /// moved left when its left cap must go, so the unwanted caps fall
    /// outside the context's bounds.
    public static func croppedImage(_ image: UIImage, capWidth: CGFloat, width: CGFloat, keeping caps: Caps) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = image.scale
        let height = image.size.height
        return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).image { _ in
            switch caps {
            case .both: image.draw(in: CGRect(x: 0, y: 0, width: width, height: height))
            case .leftOnly: image.draw(in: CGRect(x: 0, y: 0, width: width + capWidth, height: height))
            case .rightOnly: image.draw(in: CGRect(x: 0 - capWidth, y: 0, width: width + capWidth, height: height))
            case .neither: image.draw(in: CGRect(x: 0 - capWidth, y: 0, width: width + capWidth * 2, height: height))
            }
        }
    }

    /// A whole control: one cropped piece per width in `widths`, the selected
    /// one cut from `selectedImage`, with a `dividerColor` line `dividerWidth`
    /// points wide between pieces, and each title centred on its piece.
    public static func controlImage(widths: [CGFloat], titles: [String], selectedIndex: Int?, image: UIImage,
                                    selectedImage: UIImage, capWidth: CGFloat, dividerColor: UIColor,
                                    dividerWidth: CGFloat = 1) -> UIImage {
        let height = image.size.height
        let total = widths.reduce(0, +) + dividerWidth * CGFloat(max(widths.count - 1, 0))
        let format = UIGraphicsImageRendererFormat()
        format.scale = image.scale
        return UIGraphicsImageRenderer(size: CGSize(width: total, height: height), format: format).image { context in
            var x: CGFloat = 0
            for (index, width) in widths.enumerated() {
                let selected = index == selectedIndex
                let piece = croppedImage(selected ? selectedImage : image, capWidth: capWidth, width: width,
                                         keeping: .forSegment(index, of: widths.count))
                let frame = CGRect(x: x, y: 0, width: width, height: height)
                piece.draw(in: frame)
                if index < titles.count { drawTitle(titles[index], selected: selected, in: frame) }
                x += width
                if index < widths.count - 1 {
                    dividerColor.setFill()
                    context.fill(CGRect(x: x, y: 0, width: dividerWidth, height: height))
                    x += dividerWidth
                }
            }
        }
    }

    private static func drawTitle(_ title: String, selected: Bool, in frame: CGRect) {
        guard !title.isEmpty else { return }
        let shadow = NSShadow()
        shadow.shadowColor = selected ? UIColor(white: 0, alpha: 0.35) : UIColor(white: 1, alpha: 0.8)
        shadow.shadowOffset = CGSize(width: 0, height: selected ? -1 : 1)
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.boldSystemFont(ofSize: 13), .shadow: shadow,
            .foregroundColor: selected ? UIColor.white : UIColor(white: 0.25, alpha: 1),
        ]
        let size = title.size(withAttributes: attributes)
        title.draw(at: CGPoint(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2), withAttributes: attributes)
    }
}
