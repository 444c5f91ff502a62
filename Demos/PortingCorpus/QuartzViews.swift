//
//  QuartzViews.swift
//  Glaze porting corpus
//
//  In the style of Apple's QuartzDemo sample: one base view that hands its
//  subclasses a Core Graphics context, and a view per drawing topic.
//

import GlazeCoreGraphics  // ported: was `import UIKit`

/// The base view: white background, and `drawInContext(_:)` for subclasses.
public class QuartzView: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        contentMode = .redraw
    }

    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    public override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        drawInContext(context)
        context.restoreGState()
    }

    /// Subclasses draw here.
    public func drawInContext(_ context: CGContext) {}
}

/// Lines: widths, caps, joins and a dash pattern.
public final class QuartzLineView: QuartzView {
    public var dashPhase: CGFloat = 0 {
        didSet { setNeedsDisplay() }
    }

    public override func drawInContext(_ context: CGContext) {
        context.setStrokeColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
        for (index, cap) in [CGLineCap.butt, .round, .square].enumerated() {
            let y = 20 + CGFloat(index) * 20
            context.setLineCap(cap)
            context.setLineWidth(10)
            context.move(to: CGPoint(x: 20, y: y))
            context.addLine(to: CGPoint(x: 100, y: y))
            context.strokePath()
        }
        context.setLineCap(.butt)
        context.setLineWidth(4)
        context.setStrokeColor(UIColor.systemBlue.cgColor)
        context.setLineDash(phase: dashPhase, lengths: [12, 6, 3, 6])
        context.move(to: CGPoint(x: 130, y: 20))
        context.addLine(to: CGPoint(x: 230, y: 60))
        context.strokePath()
        context.setLineDash(phase: 0, lengths: [])
        context.setLineJoin(.round)
        context.setLineWidth(8)
        context.setStrokeColor(UIColor.systemOrange.cgColor)
        context.addLines(between: [CGPoint(x: 130, y: 90), CGPoint(x: 170, y: 60), CGPoint(x: 210, y: 90)])
        context.strokePath()
    }
}

/// Rectangles and ellipses: fill, stroke and both.
public final class QuartzRectView: QuartzView {
    public override func drawInContext(_ context: CGContext) {
        context.setFillColor(red: 1, green: 0.23, blue: 0.19, alpha: 1)
        context.fill(CGRect(x: 10, y: 10, width: 60, height: 40))
        context.setStrokeColor(red: 0, green: 0.48, blue: 1, alpha: 1)
        context.setLineWidth(3)
        context.stroke(CGRect(x: 90, y: 10, width: 60, height: 40))
        context.setFillColor(UIColor.systemGreen.cgColor)
        context.addEllipse(in: CGRect(x: 170, y: 10, width: 60, height: 40))
        context.drawPath(using: .fillStroke)
    }
}

/// Polygons: a star filled by both fill rules.
public final class QuartzPolygonView: QuartzView {
    public override func drawInContext(_ context: CGContext) {
        for (index, rule) in [CGPathFillRule.winding, .evenOdd].enumerated() {
            let center = CGPoint(x: 60 + CGFloat(index) * 120, y: 60)
            var points: [CGPoint] = []
            for step in 0..<5 {
                let angle = -CGFloat.pi / 2 + CGFloat(step) * 4 * CGFloat.pi / 5
                points.append(CGPoint(x: center.x + 45 * cos(angle), y: center.y + 45 * sin(angle)))
            }
            context.addLines(between: points)
            context.closePath()
            context.setFillColor(UIColor.systemIndigo.cgColor)
            context.fillPath(using: rule)
        }
    }
}

/// Gradients: a linear one clipped to a rounded rect and a radial one.
public final class QuartzGradientView: QuartzView {
    public override func drawInContext(_ context: CGContext) {
        let colors = [UIColor.systemTeal.cgColor, UIColor.systemPurple.cgColor] as CFArray
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1])!
        context.saveGState()
        context.addPath(CGPath(roundedRect: CGRect(x: 10, y: 10, width: 100, height: 100), cornerWidth: 16, cornerHeight: 16, transform: nil))
        context.clip()
        context.drawLinearGradient(gradient, start: CGPoint(x: 10, y: 10), end: CGPoint(x: 110, y: 110), options: [])
        context.restoreGState()
        context.drawRadialGradient(gradient, startCenter: CGPoint(x: 180, y: 60), startRadius: 0,
                                   endCenter: CGPoint(x: 180, y: 60), endRadius: 50, options: [.drawsAfterEndLocation])
    }
}

/// Clipping and blending: a circle of stripes clipped, a multiplied overlay.
public final class QuartzClipBlendView: QuartzView {
    public override func drawInContext(_ context: CGContext) {
        context.saveGState()
        context.addEllipse(in: CGRect(x: 10, y: 10, width: 100, height: 100))
        context.clip()
        for stripe in 0..<10 {
            context.setFillColor(stripe % 2 == 0 ? UIColor.systemYellow.cgColor : UIColor.systemPink.cgColor)
            context.fill(CGRect(x: 10 + CGFloat(stripe) * 10, y: 10, width: 10, height: 100))
        }
        context.restoreGState()
        context.setFillColor(UIColor.systemTeal.cgColor)
        context.fill(CGRect(x: 130, y: 10, width: 100, height: 100))
        context.setBlendMode(.multiply)
        context.setFillColor(UIColor.systemOrange.cgColor)
        context.fillEllipse(in: CGRect(x: 150, y: 30, width: 60, height: 60))
    }
}

/// Text: an attributed paragraph with a paragraph style, a link-like run, an
/// outlined and kerned title, and a highlighted price with a raised cent sign.
public final class QuartzTextView: QuartzView {
    public var paragraph = "Quartz draws text into the same context as paths and images, so it clips, blends and casts shadows like them."

    public override func drawInContext(_ context: CGContext) {
        let body = NSMutableParagraphStyle()
        body.alignment = .justified
        body.lineSpacing = 2
        body.firstLineHeadIndent = 12
        let text = NSMutableAttributedString(string: paragraph, attributes: [
            .font: UIFont.systemFont(ofSize: 11),
            .foregroundColor: UIColor.darkGray,
            .paragraphStyle: body,
        ])
        let quartz = (paragraph as NSString).range(of: "Quartz")
        if quartz.location != NSNotFound {
            text.addAttributes([.foregroundColor: UIColor.systemBlue, .underlineStyle: NSUnderlineStyle.single.rawValue], range: quartz)
        }
        text.draw(in: CGRect(x: 10, y: 8, width: 220, height: 60))

        let title = NSAttributedString(string: "OUTLINE", attributes: [
            .font: UIFont.boldSystemFont(ofSize: 26),
            .strokeColor: UIColor.systemRed,
            .strokeWidth: 4,
            .kern: 3,
        ])
        title.draw(at: CGPoint(x: 10, y: 72))

        let price = NSMutableAttributedString(string: "42", attributes: [
            .font: UIFont.boldSystemFont(ofSize: 22),
            .foregroundColor: UIColor.black,
            .backgroundColor: UIColor.systemYellow,
        ])
        price.append(NSAttributedString(string: "¢", attributes: [
            .font: UIFont.systemFont(ofSize: 13),
            .foregroundColor: UIColor.black,
            .backgroundColor: UIColor.systemYellow,
            .baselineOffset: 7,
        ]))
        let size = price.size()
        price.draw(at: CGPoint(x: 230 - size.width, y: 104 - size.height))
    }
}
