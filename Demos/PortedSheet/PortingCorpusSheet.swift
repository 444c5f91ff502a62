import DemoSupport
import Foundation
import Glaze
import GlazeCoreGraphics
import PortingCorpus

/// "Ported unchanged": the porting corpus — drawing code in the styles real
/// iOS projects come in, compiled in Swift 5 mode with only the porter's
/// rule-based changes — drawn on the page through `Canvas.withCGContext`.
enum PortingCorpusSheet {
    static let pageSize = CGSize(width: 820, height: 800)
    static let left = SheetStyle.margin

    static func draw(_ canvas: Canvas) throws {
        var y = try SheetStyle.drawHeader(
            on: canvas, title: "Ported unchanged",
            subtitle: "Drawing code as iOS projects write it — a PaintCode-style StyleKit, QuartzDemo-style UIView "
                + "subclasses, UIImage helpers, a CALayer subclass — built in Swift 5 mode with the import swapped and "
                + "the Objective-C attributes removed, and nothing else changed. The tests hold each to the same drawing "
                + "made through Glaze's own API.")
        y = try styleKit(canvas, y: y)
        y = try views(canvas, y: y)
        try helpers(canvas, y: y)
    }

    /// GlazeDemoKit's drawing methods at their own sizes and resized.
    static func styleKit(_ canvas: Canvas, y top: CGFloat) throws -> CGFloat {
        let y = try SheetStyle.drawSection("A PaintCode-style StyleKit: resizing behaviours, cached images, text blocks",
                                           on: canvas, at: top)
        canvas.withCGContext { _ in
            GlazeDemoKit.drawButton(frame: CGRect(x: left, y: y + 8, width: 120, height: 40))
            GlazeDemoKit.drawButton(frame: CGRect(x: left + 136, y: y + 8, width: 200, height: 40), resizing: .stretch, title: "Stretched")
            GlazeDemoKit.drawButton(frame: CGRect(x: left + 352, y: y, width: 180, height: 60), resizing: .aspectFit, title: "Aspect fit")
            // The StyleKit caches its image at the main screen's scale: this page's density.
            UIScreen.main.withScale(max(canvas.scale, 2)) { GlazeDemoKit.imageOfButton }.draw(at: CGPoint(x: left, y: y + 64))
            GlazeDemoKit.drawButton(frame: CGRect(x: left + 136, y: y + 64, width: 200, height: 40), resizing: .center,
                                    title: "Centred, not resized")
            for (index, progress) in [0.25, 0.5, 0.7, 1.0].enumerated() {
                GlazeDemoKit.drawProgressRing(frame: CGRect(x: left + 352 + CGFloat(index) * 50, y: y + 66, width: 44, height: 44),
                                              progress: CGFloat(progress))
            }
            GlazeDemoKit.drawCard(frame: CGRect(x: left + 560, y: y + 4, width: 188, height: 110))
        }
        try SheetStyle.drawCaption("drawButton: own size, stretch, aspect fit; imageOfButton; centre",
                                   on: canvas, x: left, y: y + 122, width: 336)
        try SheetStyle.drawCaption("drawProgressRing: 25, 50, 70, 100 %", on: canvas, x: left + 352, y: y + 122, width: 196)
        try SheetStyle.drawCaption("drawCard: two text blocks", on: canvas,
                                   x: left + 560, y: y + 122, width: 188)
        return y + 150
    }

    /// The QuartzDemo-style views, each rendered through its layer.
    static func views(_ canvas: Canvas, y top: CGFloat) throws -> CGFloat {
        let y = try SheetStyle.drawSection("QuartzDemo-style UIView subclasses, rendered by layer.render(in:)",
                                           on: canvas, at: top)
        let size = CGSize(width: 240, height: 120)
        let views: [(QuartzView, String)] = [
            (QuartzLineView(frame: CGRect(origin: .zero, size: size)), "QuartzLineView: caps, a dash pattern, a round join"),
            (QuartzRectView(frame: CGRect(origin: .zero, size: size)), "QuartzRectView: fills and strokes"),
            (QuartzPolygonView(frame: CGRect(origin: .zero, size: size)), "QuartzPolygonView: winding and even-odd"),
            (QuartzGradientView(frame: CGRect(origin: .zero, size: size)), "QuartzGradientView: linear, clipped; radial"),
            (QuartzClipBlendView(frame: CGRect(origin: .zero, size: size)), "QuartzClipBlendView: a clip, then multiply"),
            (QuartzTextView(frame: CGRect(origin: .zero, size: size)), "QuartzTextView: attributed text and paragraph styles"),
        ]
        for (index, (view, caption)) in views.enumerated() {
            let origin = CGPoint(x: left + CGFloat(index % 3) * 254, y: y + 6 + CGFloat(index / 3) * 150)
            canvas.withCGContext { context in
                context.saveGState()
                context.translateBy(x: origin.x, y: origin.y)
                view.layer.render(in: context)
                context.restoreGState()
                UIColor(white: 0.8, alpha: 1).setStroke()
                UIBezierPath(rect: CGRect(origin: origin, size: size).insetBy(dx: -0.5, dy: -0.5)).stroke()
            }
            try SheetStyle.drawCaption(caption, on: canvas, x: origin.x, y: origin.y + size.height + 6, width: size.width)
        }
        return y + 6 + 2 * 150 + 8
    }

    /// The UIImage helpers and the CALayer subclass.
    static func helpers(_ canvas: Canvas, y top: CGFloat) throws {
        let y = try SheetStyle.drawSection("UIImage helpers and a CALayer subclass",
                                           on: canvas, at: top)
        let scale = max(canvas.scale, 2)
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let photo = UIGraphicsImageRenderer(size: CGSize(width: 96, height: 72), format: format).image { context in
            let colors = [UIColor.systemTeal.cgColor, UIColor.systemIndigo.cgColor] as CFArray
            let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1])!
            context.cgContext.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 96, y: 72), options: [])
            UIColor.systemYellow.setFill()
            UIBezierPath(ovalIn: CGRect(x: 60, y: 10, width: 22, height: 22)).fill()
            UIColor(white: 1, alpha: 0.85).setFill()
            let hill = UIBezierPath()
            hill.move(to: CGPoint(x: 0, y: 72))
            hill.addQuadCurve(to: CGPoint(x: 96, y: 60), controlPoint: CGPoint(x: 40, y: 30))
            hill.addLine(to: CGPoint(x: 96, y: 72))
            hill.close()
            hill.fill()
        }
        let shapes: [(UIImage, String)] = [
            (photo, "the source"),
            (photo.rounded(radius: 14), "rounded(radius:)"),
            (photo.rounded(radius: 14).tinted(with: .systemRed), "tinted(with:)"),
            (photo.resized(to: CGSize(width: 48, height: 72)), "resized(to:)"),
            (photo.captioned("Captioned"), "captioned(_:)"),
        ]
        let gradientView = GradientView(frame: CGRect(x: 0, y: 0, width: 96, height: 72))
        gradientView.gradientLayer.colors = [.systemOrange, .systemPink]
        let radialView = GradientView(frame: CGRect(x: 0, y: 0, width: 72, height: 72))
        radialView.gradientLayer.colors = [.systemYellow, .systemGreen]
        radialView.gradientLayer.isRadial = true
        canvas.withCGContext { context in
            for (index, (image, _)) in shapes.enumerated() {
                image.draw(at: CGPoint(x: left + CGFloat(index) * 108, y: y + 8))
            }
            for (index, view) in [gradientView, radialView].enumerated() {
                context.saveGState()
                context.translateBy(x: left + 540 + CGFloat(index) * 108, y: y + 8)
                view.layer.render(in: context)
                context.restoreGState()
            }
        }
        for (index, (_, caption)) in shapes.enumerated() {
            try SheetStyle.drawCaption(caption, on: canvas, x: left + CGFloat(index) * 108, y: y + 86, width: 96)
        }
        try SheetStyle.drawCaption("GradientLayer: linear, then radial", on: canvas, x: left + 540, y: y + 86, width: 204)
    }
}
