import Foundation
import Glaze
import GlazeCoreGraphics
import GlazeTestSupport
import Testing

/// A layer that draws a vertical gradient, as layer subclasses in real code do.
private final class GradientLayer: CALayer {
    override func draw(in ctx: CGContext) {
        let colors = [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray
        guard let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1]) else { return }
        ctx.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: bounds.height), options: [])
    }
}

private func render(_ layer: CALayer, size: CGSize, scale: CGFloat = 1) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    return UIGraphicsImageRenderer(size: size, format: format).image { layer.render(in: $0.cgContext) }
}

@Suite("CALayer rendering")
struct CALayerTests {
    @Test("a layer shows its drawn content only once it has been marked with setNeedsDisplay, as in Core Animation")
    func displayOnlyWhenAsked() throws {
        let layer = GradientLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 100)
        #expect(pixel(render(layer, size: layer.bounds.size), 5, 2) == transparent)
        layer.setNeedsDisplay()
        let image = render(layer, size: layer.bounds.size)
        #expect(!layer.needsDisplay())
        let recipe = try Image(size: CGSize(width: 10, height: 100), scale: 1) { canvas in
            try canvas.fill(canvas.bounds, with: .gradient(.linear(from: .zero, to: CGPoint(x: 0, y: 100), colors: [.red, .blue])))
        }
        try ArticleComparison.expectMatch(image, recipe, "gradient-layer", .within(1))
    }

    @Test("background with corners, then sublayers, then the border on top, inside the bounds")
    func backgroundSublayersBorder() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.backgroundColor = UIColor.red.cgColor
        layer.cornerRadius = 10
        layer.borderWidth = 4
        layer.borderColor = UIColor.blue.cgColor
        let sub = CALayer()
        sub.frame = CGRect(x: 0, y: 15, width: 40, height: 10)
        sub.backgroundColor = UIColor.green.cgColor
        layer.addSublayer(sub)
        let image = render(layer, size: CGSize(width: 40, height: 40))
        #expect(pixel(image, 0, 0) == transparent)
        #expect(pixel(image, 20, 8) == opaqueRed)
        #expect(pixel(image, 20, 1) == opaqueBlue)
        // The border covers the sublayer where they meet.
        #expect(pixel(image, 1, 20) == opaqueBlue && pixel(image, 20, 20) == Pixel(red: 0, green: 255, blue: 0, alpha: 255))
        layer.masksToBounds = true
        let unclipped = CALayer()
        unclipped.frame = CGRect(x: -10, y: -10, width: 60, height: 60)
        unclipped.backgroundColor = UIColor.green.cgColor
        layer.insertSublayer(unclipped, at: 0)
        let clipped = render(layer, size: CGSize(width: 40, height: 40))
        #expect(pixel(clipped, 0, 0) == transparent && pixel(clipped, 20, 8).green == 255)
    }

    @Test("a layer's shadow is Core Graphics' with a blur of twice shadowRadius, at the group's opacity")
    func shadowMatchesCoreGraphics() throws {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 60, height: 40)
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        layer.position = CGPoint(x: 30, y: 20)
        layer.backgroundColor = UIColor.white.cgColor
        layer.shadowOpacity = 0.5
        layer.shadowOffset = CGSize(width: 0, height: 3)
        layer.shadowRadius = 4
        let port = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 40)).image { context in
            context.cgContext.translateBy(x: 10, y: 10)
            layer.render(in: context.cgContext)
        }
        let recipe = try Image(size: CGSize(width: 60, height: 40), scale: 1) { canvas in
            try canvas.beginTransparencyLayer()
            canvas.shadow = Shadow(offset: CGSize(width: 0, height: 3), blur: 8, color: Color(white: 0, alpha: 0.5))
            try canvas.fill(CGRect(x: 10, y: 10, width: 40, height: 20), with: .color(.white))
            try canvas.endTransparencyLayer()
        }
        try ArticleComparison.expectMatch(port, recipe, "layer-shadow", .within(1))
        #expect(pixel(port, 30, 34).alpha > 20)
    }

    @Test("a shadow path casts the shadow without being drawn")
    func shadowPath() {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 40, height: 20)
        layer.shadowOpacity = 1
        layer.shadowRadius = 2
        layer.shadowOffset = CGSize(width: 0, height: 4)
        layer.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 40, height: 20), transform: nil)
        let port = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 40)).image { context in
            context.cgContext.translateBy(x: 10, y: 10)
            layer.render(in: context.cgContext)
        }
        // No content: only the shadow, whose middle is as dark as its colour, below the path.
        #expect(pixel(port, 30, 20).alpha == 255)
        #expect(pixel(port, 30, 33).alpha > 100 && pixel(port, 30, 39).alpha < 10)
        #expect(pixel(port, 30, 8).alpha <= 2, "5.5 px above the shadow's edge, 2.75 σ")
    }

    @Test("contents images sit in the bounds by their gravity, with Core Animation's y-up names for top and bottom")
    func contentsGravity() throws {
        let dot = try #require(UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }.cgImage)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.contents = dot
        #expect(pixel(render(layer, size: layer.bounds.size), 19, 19) == opaqueRed)
        layer.contentsGravity = .center
        var image = render(layer, size: layer.bounds.size)
        #expect(pixel(image, 10, 10) == opaqueRed && pixel(image, 2, 2) == transparent)
        layer.contentsGravity = .top
        image = render(layer, size: layer.bounds.size)
        #expect(pixel(image, 10, 18) == opaqueRed && pixel(image, 10, 1) == transparent)
        layer.contentsGravity = .bottomLeft
        image = render(layer, size: layer.bounds.size)
        #expect(pixel(image, 1, 1) == opaqueRed && pixel(image, 1, 18) == transparent)
    }
}
