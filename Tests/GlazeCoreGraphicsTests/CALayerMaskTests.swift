import Foundation
import Glaze
import GlazeCoreGraphics
import GlazeTestSupport
import Testing

/// `layer` rendered at `scale` over its bounds.
private func shown(_ layer: CALayer, scale: CGFloat = 2) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    return UIGraphicsImageRenderer(bounds: layer.bounds, format: format).image { layer.render(in: $0.cgContext) }
}

private let orange = Color(red: 1, green: 0.5, blue: 0, alpha: 1)
private let orangeCG = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
private let size = CGSize(width: 40, height: 40)

/// A 40 × 40 layer with an orange background.
private func orangeSquare() -> CALayer {
    let layer = CALayer()
    layer.frame = CGRect(origin: .zero, size: size)
    layer.backgroundColor = orangeCG
    return layer
}

/// A shape layer filling an ellipse in `rect`, in black.
private func ellipse(_ rect: CGRect, in bounds: CGRect) -> CAShapeLayer {
    let shape = CAShapeLayer()
    shape.frame = bounds
    shape.path = CGPath(ellipseIn: rect, transform: nil)
    shape.fillColor = CGColor(gray: 0, alpha: 1)
    return shape
}

@Suite("CALayer masks and rasterization")
struct CALayerMaskTests {
    @Test("a shape layer mask cuts the layer to its shape, as Glaze's own fill of the shape")
    func shapeMask() throws {
        let layer = orangeSquare()
        layer.mask = ellipse(CGRect(x: 4, y: 4, width: 32, height: 32), in: layer.bounds)
        let recipe = try Image(size: size, scale: 2) { canvas in
            try canvas.fill(Path(ellipseIn: CGRect(x: 4, y: 4, width: 32, height: 32)), with: .color(orange))
        }
        try ArticleComparison.expectMatch(shown(layer), recipe, "mask-ellipse", .within(1))
    }

    @Test("the mask's alpha, not its colour, masks: background, sublayers and border are all cut")
    func alphaMask() throws {
        let layer = orangeSquare()
        let stripe = CALayer()
        stripe.frame = CGRect(x: 0, y: 30, width: 40, height: 10)
        stripe.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        layer.addSublayer(stripe)
        layer.borderWidth = 2
        layer.borderColor = CGColor(gray: 0, alpha: 1)
        let mask = CALayer()
        // A white half-transparent mask over the left half, placed by its frame.
        mask.frame = CGRect(x: 0, y: 0, width: 20, height: 40)
        mask.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 0.5)
        layer.mask = mask
        let recipe = try Image(size: size, scale: 2) { canvas in
            try canvas.clip(to: CGRect(x: 0, y: 0, width: 20, height: 40))
            try canvas.withTransparencyLayer(alpha: 0.5) { canvas in
                try canvas.fill(CGRect(origin: .zero, size: size), with: .color(orange))
                try canvas.fill(CGRect(x: 0, y: 30, width: 40, height: 10), with: .color(Color(red: 0, green: 0, blue: 1)))
                try canvas.stroke(Path(rect: CGRect(x: 1, y: 1, width: 38, height: 38)),
                                  with: .color(.black), style: StrokeStyle(lineWidth: 2))
            }
        }
        try ArticleComparison.expectMatch(shown(layer), recipe, "mask-alpha", .within(1))
    }

    /// A white page with an orange square cut by a disc and, through a
    /// half-transparent mask, a blue stripe: what the PDF test draws.
    static func drawMaskedPage(on canvas: Canvas) throws {
        try canvas.fill(canvas.bounds, with: .color(.white))
        canvas.withCGContext { ctx in
            let disc = orangeSquare()
            disc.mask = ellipse(CGRect(x: 4, y: 4, width: 32, height: 32), in: disc.bounds)
            disc.render(in: ctx)
            ctx.translateBy(x: 50, y: 0)
            let faded = orangeSquare()
            let mask = CALayer()
            mask.frame = CGRect(x: 0, y: 0, width: 20, height: 40)
            mask.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 0.5)
            faded.mask = mask
            faded.render(in: ctx)
        }
    }

    @Test("a masked layer on a PDF page stays vector, and poppler draws what Cairo draws", .tags(.needsPoppler))
    func maskInPDF() throws {
        try require(.poppler)
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = CGSize(width: 100, height: 40)
        let url = try writePDF("masked.pdf", in: directory, size: page) { try Self.drawMaskedPage(on: $0) }
        // A soft mask is listed as "smask"; a rasterized page would list an "image".
        let listed = try pdfImages(in: url)
        #expect(!listed.contains { $0.contains(" image ") }, "the page was rasterized: \(listed)")
        let drawn = try popplerRendering(of: url, scale: 2)
        let raster = try ImageSurface(size: page, scale: 2)
        try raster.draw { try Self.drawMaskedPage(on: $0) }
        // Edges antialias differently in poppler; a mask left out or applied
        // twice changes the disc's corners and the stripe by far more.
        let (compared, differing, largest) = colorDifferences(drawn, raster)
        #expect(compared == 200 * 80)
        #expect(differing * 100 <= compared && largest <= 96, "\(differing) of \(compared) differ, by up to \(largest)")
        // Inside the disc orange, its corner white; left half faded, right half cut.
        #expect(drawn.pixel(x: 40, y: 40).green < 160 && drawn.pixel(x: 3, y: 3).green > 250)
        let faded = drawn.pixel(x: 120, y: 40), cut = drawn.pixel(x: 170, y: 40)
        #expect(abs(Int(faded.blue) - 128) <= 3 && cut.blue > 250, "faded \(faded), cut \(cut)")
    }

    @Test("a mask that is its own layer or an ancestor's renders once, without a loop")
    func maskCycles() {
        let layer = orangeSquare()
        layer.mask = layer
        _ = shown(layer)
        let a = orangeSquare(), b = orangeSquare()
        a.mask = b
        b.mask = a
        a.addSublayer(CALayer())
        _ = shown(a)
        _ = shown(b)
    }

    /// A disc drawn in a 2x context through a raster of 1 pixel per point:
    /// Glaze draws the disc into a 1x image and that image, smoothed, over
    /// the same 40 points at 2x.
    static func blurredDisc() throws -> Image {
        let disc = try Image(size: size, scale: 1) { canvas in
            try canvas.fill(Path(ellipseIn: CGRect(x: 4, y: 4, width: 32, height: 32)), with: .color(orange))
        }
        return try Image(size: size, scale: 2) { canvas in
            try canvas.draw(disc, in: CGRect(origin: .zero, size: size))
        }
    }

    @Test("shouldRasterize at a rasterizationScale of 1 shows 1x pixels in a 2x context")
    func rasterizedAtOne() throws {
        let layer = CALayer()
        layer.frame = CGRect(origin: .zero, size: size)
        let disc = ellipse(CGRect(x: 4, y: 4, width: 32, height: 32), in: layer.bounds)
        disc.fillColor = orangeCG
        layer.addSublayer(disc)
        layer.shouldRasterize = true
        let measured = try ArticleComparison.expectMatch(shown(layer), Self.blurredDisc(), "raster-1x", .within(1))
        // The loss is visible: the sharp 2x disc differs from the raster.
        layer.shouldRasterize = false
        let sharp = try #require(shown(layer).cgImage?.glazeImage)
        #expect(ArticleComparison.measure(sharp, try Self.blurredDisc(), channelDelta: 8).beyond > 50)
        #expect(measured != nil)
    }

    @Test("at the context's own scale, a raster composited with opacity and a mask matches direct drawing")
    func rasterizedAtContextScale() throws {
        func build(rasterize: Bool) -> CALayer {
            let layer = orangeSquare()
            layer.opacity = 0.5
            layer.mask = ellipse(CGRect(x: 0, y: 0, width: 40, height: 40), in: layer.bounds)
            layer.shouldRasterize = rasterize
            layer.rasterizationScale = 2
            return layer
        }
        let direct = try #require(shown(build(rasterize: false)).cgImage?.glazeImage)
        try ArticleComparison.expectMatch(shown(build(rasterize: true)), direct, "raster-2x", .within(1))
    }

    @Test("rasters that cannot be made are drawn directly: bad scales, huge bounds, deep nesting")
    func rasterLimits() throws {
        for scale in [0, -1, CGFloat.nan, .infinity, 1e9] {
            let layer = orangeSquare()
            layer.shouldRasterize = true
            layer.rasterizationScale = scale
            let image = try #require(shown(layer, scale: 1).cgImage?.glazeImage)
            let recipe = try Image(size: size, scale: 1) { canvas in
                try canvas.fill(CGRect(origin: .zero, size: size), with: .color(orange))
            }
            #expect(ArticleComparison.measure(image, recipe, channelDelta: 0).beyond == 0, "scale \(scale)")
        }
        let huge = orangeSquare()
        huge.bounds.size = CGSize(width: 1e9, height: 1e9)
        huge.shouldRasterize = true
        _ = UIGraphicsImageRenderer(size: size).image { huge.render(in: $0.cgContext) }

        // Twenty rasterized layers, one inside the other: the innermost are drawn directly.
        let root = orangeSquare()
        var parent = root
        for _ in 0..<20 {
            let child = CALayer()
            child.frame = CGRect(x: 1, y: 1, width: 38, height: 38)
            child.shouldRasterize = true
            parent.addSublayer(child)
            parent = child
        }
        parent.backgroundColor = CGColor(gray: 0, alpha: 1)
        _ = shown(root)
    }
}
