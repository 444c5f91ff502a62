import Foundation
import GlazeCoreGraphics

/// The assets the articles loaded from PNG files, drawn here with UIKit calls.
enum SampleArt {
    static func render(_ size: CGSize, scale: CGFloat, _ draw: () -> Void) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in draw() }
    }

    /// The article's grey button: light at the top, dark and half transparent at the bottom.
    static func greyButton(scale: CGFloat) -> UIImage {
        render(CGSize(width: 64, height: 32), scale: scale) {
            let outline = UIBezierPath(roundedRect: CGRect(x: 1, y: 1, width: 62, height: 30), cornerRadius: 8)
            outline.addClip()
            let colors = [UIColor(white: 0.95, alpha: 1).cgColor, UIColor(white: 0.3, alpha: 0.8).cgColor]
            if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray, locations: nil) {
                UIGraphicsGetCurrentContext()?.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: 32), options: [])
            }
            UIColor(white: 1, alpha: 0.7).setStroke()
            outline.stroke()
        }
    }

    /// A five-pointed star in an arbitrary colour: only its alpha matters.
    static func star(scale: CGFloat) -> UIImage {
        render(CGSize(width: 28, height: 28), scale: scale) {
            let star = UIBezierPath()
            for point in 0..<10 {
                let radius: CGFloat = point.isMultiple(of: 2) ? 13 : 5.5
                let angle = -CGFloat.pi / 2 + CGFloat(point) * .pi / 5
                let p = CGPoint(x: 14 + radius * cos(angle), y: 14.5 + radius * sin(angle))
                if point == 0 { star.move(to: p) } else { star.addLine(to: p) }
            }
            star.close()
            UIColor.orange.setFill()
            star.fill()
        }
    }

    /// A soft, half-transparent disc.
    static func disc(scale: CGFloat) -> UIImage {
        render(CGSize(width: 26, height: 26), scale: scale) {
            UIColor(red: 0.2, green: 0.2, blue: 0.9, alpha: 0.75).setFill()
            UIBezierPath(ovalIn: CGRect(x: 2, y: 2, width: 22, height: 22)).fill()
        }
    }

    /// A square frame: a shape with a hole, filled by the even-odd rule.
    static func frame(scale: CGFloat) -> UIImage {
        render(CGSize(width: 24, height: 24), scale: scale) {
            let frame = UIBezierPath(roundedRect: CGRect(x: 2, y: 2, width: 20, height: 20), cornerRadius: 4)
            frame.append(UIBezierPath(rect: CGRect(x: 7, y: 7, width: 10, height: 10)))
            frame.usesEvenOddFillRule = true
            UIColor.black.setFill()
            frame.fill()
        }
    }
}
