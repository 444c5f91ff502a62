import Foundation
import Glaze
import GlazeCoreGraphics
import Testing

/// `layer` rendered at 2x over white, as a view would show it.
private func rendered(_ layer: CALayer) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    return UIGraphicsImageRenderer(bounds: layer.bounds, format: format).image { context in
        UIColor.white.setFill()
        context.fill(layer.bounds)
        layer.render(in: context.cgContext)
    }
}

@Suite("Shape, gradient and text layers")
struct CALayerKindsTests {
    static let ringRect = CGRect(x: 0, y: 0, width: 100, height: 100)

    /// A progress ring: a circle from twelve o'clock, clockwise, stroked 10 wide.
    static func ring() -> CAShapeLayer {
        let ring = CAShapeLayer()
        ring.frame = ringRect
        ring.path = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: -.pi / 2,
                                 endAngle: 3 * .pi / 2, clockwise: true).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.systemBlue.cgColor
        ring.lineWidth = 10
        ring.lineCap = .round
        ring.strokeEnd = 0
        return ring
    }

    /// A ring like ``ring()`` drawn through Glaze's own canvas, centred in
    /// `size`, as far as `fraction` of the way round from twelve o'clock.
    static func ringRecipe(_ fraction: CGFloat, size: CGSize = ringRect.size, radius: CGFloat = 40,
                           lineWidth: CGFloat = 10, background: Color? = .white) throws -> Image {
        try Image(size: size, scale: 2) { canvas in
            if let background { try canvas.fill(canvas.bounds, with: .color(background)) }
            guard fraction > 0 else { return }
            var arc = Path()
            arc.addArc(center: CGPoint(x: size.width / 2, y: size.height / 2), radius: radius, startAngle: -.pi / 2,
                       endAngle: -.pi / 2 + 2 * .pi * fraction, clockwise: true)
            try canvas.stroke(arc, with: .color(glaze(.systemBlue)), style: StrokeStyle(lineWidth: lineWidth, cap: .round))
        }
    }

    @Test("a strokeEnd animation draws the ring's sub-length at t = 0, 0.5 and 1, as a Canvas arc does")
    func strokeEndRing() throws {
        try withClock { clock in
            let ring = Self.ring()
            let fill = CABasicAnimation(keyPath: "strokeEnd")
            fill.fromValue = 0
            fill.toValue = 1
            fill.duration = 2
            fill.fillMode = .forwards
            fill.isRemovedOnCompletion = false
            ring.add(fill, forKey: "fill")
            for (time, fraction) in [(0.0, 0.0), (1.0, 0.5), (2.0, 1.0)] {
                clock.now = time
                // A part of the ring is stroked as a polyline within 0.01 units of
                // the arc, which Cairo flattens to 0.1 pixel: the antialiased
                // edge differs by a few levels (measured: 245 of 40,000 pixels
                // beyond ±2, none beyond ±12, half way round).
                try ArticleComparison.expectMatch(rendered(ring), Self.ringRecipe(fraction), "ring-\(time)",
                                                  ArticleTolerance(channelDelta: 2, pixels: 300, largest: 16))
            }
        }
    }

    @Test("shape layers fill by their rule, then stroke dashed from strokeStart")
    func fillAndDash() throws {
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 60, height: 40)
        let path = CGMutablePath()
        path.addRect(CGRect(x: 5, y: 5, width: 50, height: 30))
        path.addRect(CGRect(x: 20, y: 12, width: 20, height: 16))
        shape.path = path
        shape.fillRule = .evenOdd
        shape.fillColor = UIColor.red.cgColor
        let image = rendered(shape)
        #expect(pixel(image, 20, 20) == opaqueRed)
        #expect(pixel(image, 60, 40) == Pixel(red: 255, green: 255, blue: 255, alpha: 255))

        let line = CAShapeLayer()
        line.frame = CGRect(x: 0, y: 0, width: 100, height: 10)
        let straight = CGMutablePath()
        straight.move(to: CGPoint(x: 0, y: 5))
        straight.addLine(to: CGPoint(x: 100, y: 5))
        line.path = straight
        line.strokeColor = UIColor.blue.cgColor
        line.lineWidth = 4
        line.strokeStart = 0.2
        line.strokeEnd = 0.8
        line.lineDashPattern = [10, 10]
        let dashed = rendered(line)
        // From x = 20 to 80 points: on 20…30, off 30…40, on 40…50 (pixels are half points).
        let white = Pixel(red: 255, green: 255, blue: 255, alpha: 255)
        #expect(pixel(dashed, 30, 10) == white && pixel(dashed, 50, 10) == opaqueBlue)
        #expect(pixel(dashed, 70, 10) == white && pixel(dashed, 90, 10) == opaqueBlue && pixel(dashed, 170, 10) == white)
    }

    @Test("gradient layers match Core Graphics' gradients: axial and radial; conic turns clockwise")
    func gradients() throws {
        let colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        let layer = CAGradientLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 80, height: 60)
        layer.colors = colors
        layer.locations = [0.2, 0.9]
        layer.startPoint = CGPoint(x: 0, y: 0.5)
        layer.endPoint = CGPoint(x: 1, y: 0.5)
        let gradient = try #require(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray,
                                               locations: [0.2, 0.9]))
        let axial = drawn(CGSize(width: 80, height: 60), scale: 2) {
            UIGraphicsGetCurrentContext()?.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 30), end: CGPoint(x: 80, y: 30),
                                                              options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
        try ArticleComparison.expectMatch(rendered(layer), try #require(axial.cgImage?.glazeImage), "gradient-axial", .within(1))

        layer.type = .radial
        layer.startPoint = CGPoint(x: 0.5, y: 0.5)
        layer.endPoint = CGPoint(x: 1, y: 1)
        let radial = drawn(CGSize(width: 80, height: 60), scale: 2) {
            let cg = UIGraphicsGetCurrentContext()
            cg?.translateBy(x: 40, y: 30)
            cg?.scaleBy(x: 1, y: 30.0 / 40)
            cg?.drawRadialGradient(gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 40,
                                   options: .drawsAfterEndLocation)
        }
        try ArticleComparison.expectMatch(rendered(layer), try #require(radial.cgImage?.glazeImage), "gradient-radial", .within(1))

        layer.type = .conic
        layer.locations = nil
        layer.endPoint = CGPoint(x: 1, y: 0.5)
        let conic = rendered(layer)
        // From three o'clock, clockwise on screen: red at the start, half way
        // (nine o'clock) an even mix, a quarter turn (six o'clock) a quarter of the way.
        let right = pixel(conic, 150, 62), left = pixel(conic, 10, 60), below = pixel(conic, 80, 110)
        #expect(right.red > 240 && right.blue < 15)
        #expect(abs(Int(left.red) - 128) < 6 && abs(Int(left.blue) - 128) < 6)
        #expect(abs(Int(below.red) - 191) < 6 && abs(Int(below.blue) - 64) < 6)
    }

    @Test("text layers draw a plain string in their font, colour and alignment, as string drawing does")
    func text() throws {
        let layer = CATextLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 120, height: 30)
        layer.string = "Glaze"
        layer.font = UIFont.boldSystemFont(ofSize: 10)
        layer.fontSize = 18
        layer.foregroundColor = UIColor.black.cgColor
        layer.alignmentMode = .center
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .center
        paragraph.lineBreakMode = .byClipping
        let expected = drawn(CGSize(width: 120, height: 30), scale: 2) {
            NSAttributedString(string: "Glaze", attributes: [.font: UIFont.boldSystemFont(ofSize: 18),
                                                             .foregroundColor: UIColor.black,
                                                             .paragraphStyle: paragraph])
                .draw(with: CGRect(x: 0, y: 0, width: 120, height: 30), options: [], context: nil)
        }
        try ArticleComparison.expectMatch(rendered(layer), try #require(expected.cgImage?.glazeImage), "text-layer", .within(0))
        #expect(pixel(rendered(layer), 10, 20) == Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test("transforms turn a sublayer about its anchor point")
    func transforms() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        let bar = CALayer()
        bar.frame = CGRect(x: 10, y: 18, width: 20, height: 4)
        bar.backgroundColor = UIColor.red.cgColor
        bar.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        root.addSublayer(bar)
        let image = rendered(root)
        // Turned a quarter about its centre (20, 20): now upright, 4 wide and 20 tall.
        #expect(pixel(image, 40, 24) == opaqueRed && pixel(image, 24, 40).green == 255)
        #expect(bar.frame.width.rounded() == 4 && bar.frame.height.rounded() == 20)
    }
}
