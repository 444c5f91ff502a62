import Foundation
import Glaze
import GlazeCoreGraphics
import Testing

/// `root` rendered over its bounds at `scale`, on nothing.
private func rendered(_ root: CALayer, scale: CGFloat) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    return UIGraphicsImageRenderer(bounds: root.bounds, format: format).image { root.render(in: $0.cgContext) }
}

/// A white layer at `frame` in a clear root of `size`.
private func whiteLayer(_ frame: CGRect, in size: CGSize) -> (root: CALayer, layer: CALayer) {
    let root = CALayer()
    root.frame = CGRect(origin: .zero, size: size)
    let layer = CALayer()
    layer.frame = frame
    layer.backgroundColor = CGColor(gray: 1, alpha: 1)
    root.addSublayer(layer)
    return (root, layer)
}

/// The alphas of column `x` from row `rows.lowerBound` on.
private func alphas(_ image: UIImage, x: Int, rows: ClosedRange<Int>) -> [Int] {
    rows.map { Int(pixel(image, x, $0).alpha) }
}

@Suite("CALayer edge antialiasing")
struct CALayerEdgeAntialiasingTests {
    /// GradientLoadingBar's notch bar on an iPhone 12: a view 34.25 points
    /// tall at 3x ends at device row 102.75, whose pixel centre (102.5) it holds.
    static let notchFrame = CGRect(x: 0, y: 0, width: 10, height: 34.25)
    static let notchCanvas = CGSize(width: 10, height: 40)

    @Test("an axis-aligned background's straight edge lights whole pixels, those whose centres it holds")
    func backgroundEdgeIsAliased() {
        let (root, _) = whiteLayer(Self.notchFrame, in: Self.notchCanvas)
        let image = rendered(root, scale: 3)
        // Antialiased, row 102 was 192 (three quarters covered).
        #expect(alphas(image, x: 5, rows: 101...103) == [255, 255, 0])
    }

    @Test("only a shape-layer mask's edge antialiases: 191 where Apple renders 191, with or without the bounds clip")
    func maskEdgeAloneAntialiases() {
        for clips in [false, true] {
            let (root, layer) = whiteLayer(Self.notchFrame, in: Self.notchCanvas)
            layer.masksToBounds = clips
            // A shape layer whose path is the bounds: its fill is the mask's only edge.
            let mask = CAShapeLayer()
            mask.frame = layer.bounds
            mask.path = CGPath(rect: layer.bounds, transform: nil)
            layer.mask = mask
            let image = rendered(root, scale: 3)
            let row = alphas(image, x: 5, rows: 101...103)
            // Glaze used to multiply the coinciding edges: 145 with the mask, 78 with the clip too.
            #expect(row[0] == 255 && abs(row[1] - 191) <= 1 && row[2] == 0, "masksToBounds \(clips): \(row)")
        }
    }

    @Test("a layer at a fractional origin snaps every straight edge, its border's inner edges too")
    func fractionalOriginSnaps() {
        let (root, layer) = whiteLayer(CGRect(x: 2.3, y: 1.6, width: 5.4, height: 4.2), in: CGSize(width: 10, height: 8))
        layer.borderWidth = 1.5
        layer.borderColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let image = rendered(root, scale: 1)
        // Columns 2…7 (centres 2.5…7.5 inside 2.3…7.7), rows 2…5 (centres inside 1.6…5.8).
        for y in 0..<8 {
            for x in 0..<10 {
                let inside = (2...7).contains(x) && (2...5).contains(y)
                #expect(pixel(image, x, y).alpha == (inside ? 255 : 0), "(\(x), \(y))")
            }
        }
        // The border's inner edges, 1.5 points in (3.8 and 6.2 across), hold
        // centres 3.5 and 6.5 on the border's side: only columns 4…5 are white.
        let middle = (0..<10).map { pixel(image, $0, 3) }
        #expect(middle[2...7].map(\.blue) == [255, 255, 255, 255, 255, 255])
        #expect(middle[4...5].map(\.red) == [255, 255])
        #expect(middle[3].red == 0 && middle[6].red == 0)
    }

    @Test("allowsEdgeAntialiasing brings antialiased edges back, for the edges in edgeAntialiasingMask")
    func allowsEdgeAntialiasingRestoresCoverage() {
        let (root, layer) = whiteLayer(CGRect(x: 2.5, y: 0, width: 5, height: 34.25), in: Self.notchCanvas)
        layer.allowsEdgeAntialiasing = true
        let smooth = rendered(root, scale: 3)
        #expect(alphas(smooth, x: 15, rows: 101...103) == [255, 192, 0])
        #expect(pixel(smooth, 7, 50).alpha == 128)
        // Only the maximum-y edge (Core Animation's top edge) antialiased:
        // the left edge at x 7.5 pixels lights column 7 whole.
        layer.edgeAntialiasingMask = [.layerTopEdge]
        let topOnly = rendered(root, scale: 3)
        #expect(alphas(topOnly, x: 15, rows: 101...103) == [255, 192, 0])
        #expect(pixel(topOnly, 7, 50).alpha == 255 && pixel(topOnly, 6, 50).alpha == 0)
    }

    @Test("rounded corners stay smooth inside edges snapped to the pixels")
    func roundedCornersStaySmooth() {
        let (root, layer) = whiteLayer(CGRect(x: 0.3, y: 0.3, width: 20, height: 20), in: CGSize(width: 22, height: 22))
        layer.cornerRadius = 8
        let image = rendered(root, scale: 1)
        // The straight parts run from 0.3 to 20.3: centre 0.5 is inside, 20.5 outside.
        #expect(pixel(image, 0, 10).alpha == 255 && pixel(image, 20, 10).alpha == 0)
        #expect(pixel(image, 10, 0).alpha == 255 && pixel(image, 10, 20).alpha == 0)
        // The corner's arc crosses pixels part-way.
        let corner = (0..<8).flatMap { y in (0..<8).map { x in pixel(image, x, y).alpha } }
        #expect(corner.contains { $0 > 20 && $0 < 235 })
    }

    @Test("a layer turned off the pixel axes is aliased unless allowsEdgeAntialiasing says otherwise")
    func turnedLayerIsAliased() {
        let (root, layer) = whiteLayer(CGRect(x: 8, y: 8, width: 14, height: 14), in: CGSize(width: 30, height: 30))
        layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 7))
        let partial = { (image: UIImage) -> Int in
            var count = 0
            for y in 0..<30 {
                for x in 0..<30 {
                    let alpha = pixel(image, x, y).alpha
                    if alpha > 0 && alpha < 255 { count += 1 }
                }
            }
            return count
        }
        #expect(partial(rendered(root, scale: 1)) == 0)
        layer.allowsEdgeAntialiasing = true
        #expect(partial(rendered(root, scale: 1)) > 20)
    }
}

@Suite("CALayer edges against the aliased fill rule")
struct CALayerEdgeTieTests {
    /// Frames whose edges fall on pixel centres, where the rule must pick a side.
    static let tiedFrames = [CGRect(x: 1.5, y: 2.5, width: 3, height: 4), CGRect(x: 0.5, y: 0.5, width: 2.5, height: 3.5)]

    @Test("a layer's snapped edges light the pixels an aliased fill of its frame lights, ties included",
          arguments: tiedFrames, [false, true])
    func snappedEdgesMatchAliasedFill(frame: CGRect, renderer: Bool) throws {
        let size = CGSize(width: 8, height: 8)
        func paint(_ body: (CGContext) -> Void) throws -> [UInt8] {
            if renderer {
                let format = UIGraphicsImageRendererFormat()
                format.scale = 1
                let image = UIGraphicsImageRenderer(size: size, format: format).image { body($0.cgContext) }
                return (0..<8).flatMap { y in (0..<8).map { x in pixel(image, x, y).alpha } }
            }
            let ctx = try #require(rgbaContext(nil, width: 8, height: 8))
            body(ctx)
            let image = try #require(ctx.makeImage())
            return (0..<8).flatMap { y in (0..<8).map { x in pixel(image, x, y).alpha } }
        }
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = CGColor(gray: 1, alpha: 1)
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: size)
        root.addSublayer(layer)
        let snapped = try paint { root.render(in: $0) }
        let aliased = try paint { ctx in
            ctx.setShouldAntialias(false)
            ctx.setFillColor(CGColor(gray: 1, alpha: 1))
            ctx.fill(frame)
        }
        #expect(snapped.contains(255) && snapped.allSatisfy { $0 == 0 || $0 == 255 })
        #expect(snapped == aliased)
    }
}
