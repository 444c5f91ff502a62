import Foundation
import Glaze
import GlazeCoreGraphics
import GlazeTestSupport
import Testing

/// UIKit image helpers as apps write them (AlamofireImage's scaling, circle and
/// rounded-corner helpers), drawn by Glaze and measured against the pictures
/// iOS drew for the same calls: see Fixtures/AlamofireImage/PROVENANCE.md.
///
/// Each tolerance is what Glaze measures, rounded up: the share of pixels more
/// than 3 levels off (premultiplied, alpha included) and the largest difference.
/// Core Graphics' own downscaling filter is not public and none of Cairo's
/// matches it; the scaled pictures hold the filter Glaze picks for the default
/// quality to the measured distance, which the box filter it used before missed.
@Suite("Image scaling against iOS")
struct ImageScalingFidelityTests {
    private static let folder = "Fixtures/AlamofireImage"

    private func fixture(_ name: String, scale: CGFloat = 1) throws -> Image {
        let url = try #require(fixtureFiles(Self.folder).first { $0.lastPathComponent == name })
        return try Image(contentsOf: url, scale: scale)
    }

    private func unicorn(scale: CGFloat) throws -> UIImage {
        ArticleComparison.uiImage(try fixture("unicorn.png", scale: scale))
    }

    /// A context as `UIGraphicsBeginImageContextWithOptions` opens it, with `body` drawn into it.
    private func drawn(_ size: CGSize, scale: CGFloat, _ body: () -> Void) throws -> UIImage {
        UIGraphicsBeginImageContextWithOptions(size, false, scale)
        defer { UIGraphicsEndImageContext() }
        body()
        return try #require(UIGraphicsGetImageFromCurrentImageContext())
    }

    /// The image aspect-filled into `size`, centred, as AlamofireImage computes it.
    private func aspectFilled(_ image: UIImage, _ size: CGSize) throws -> UIImage {
        let factor = max(size.width / image.size.width, size.height / image.size.height)
        let fitted = CGSize(width: image.size.width * factor, height: image.size.height * factor)
        let origin = CGPoint(x: (size.width - fitted.width) / 2, y: (size.height - fitted.height) / 2)
        return try drawn(size, scale: image.scale) { image.draw(in: CGRect(origin: origin, size: fitted)) }
    }

    @Test("a 200 × 205 image shrunk into 50 × 50 points stays within the measured distance of iOS's",
          arguments: [(2, ArticleTolerance(channelDelta: 3, pixels: 2_800, largest: 70)),
                      (3, ArticleTolerance(channelDelta: 3, pixels: 4_100, largest: 50))] as [(Int, ArticleTolerance)])
    func scaledToSize(scale: Int, tolerance: ArticleTolerance) throws {
        let size = CGSize(width: 50, height: 50)
        let image = try unicorn(scale: CGFloat(scale))
        let scaled = try drawn(size, scale: CGFloat(scale)) { image.draw(in: CGRect(origin: .zero, size: size)) }
        try ArticleComparison.expectMatch(scaled, try fixture("unicorn-scaled-50x50-@\(scale)x.png"),
                                          "unicorn-scaled-@\(scale)x", tolerance)
    }

    // Drawn 1:1 half a pixel off the grid: Core Graphics samples bilinearly
    // there, which a Catmull-Rom filter would blur (15% of pixels off by more than 3).
    @Test("a circle crop drawn half a pixel off the grid matches iOS's")
    func circle() throws {
        let image = try unicorn(scale: 1)
        let side = min(image.size.width, image.size.height)
        let square = try aspectFilled(image, CGSize(width: side, height: side))
        let circle = try drawn(square.size, scale: 1) {
            UIBezierPath(roundedRect: CGRect(origin: .zero, size: square.size), cornerRadius: side / 2).addClip()
            square.draw(in: CGRect(origin: .zero, size: square.size))
        }
        try ArticleComparison.expectMatch(circle, try fixture("unicorn-circle.png"), "unicorn-circle",
                                          ArticleTolerance(channelDelta: 3, pixels: 10, largest: 12))
    }

    @Test("rounded corners clipped with UIBezierPath match iOS's but at the corners' edges")
    func roundedCorners() throws {
        let image = try unicorn(scale: 1)
        let rounded = try drawn(image.size, scale: 1) {
            UIBezierPath(roundedRect: CGRect(origin: .zero, size: image.size), cornerRadius: 20).addClip()
            image.draw(in: CGRect(origin: .zero, size: image.size))
        }
        try ArticleComparison.expectMatch(rounded, try fixture("unicorn-radius-20.png"), "unicorn-radius-20",
                                          ArticleTolerance(channelDelta: 3, pixels: 20, largest: 60))
    }

    /// Six columns, black and white in turn, shrunk to two pixels: a third of the width.
    private func stripesShrunk(_ quality: CGInterpolationQuality) throws -> [UInt8] {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let stripes = UIGraphicsImageRenderer(size: CGSize(width: 6, height: 6), format: format).image { context in
            for column in 0..<6 {
                (column.isMultiple(of: 2) ? UIColor.black : UIColor.white).setFill()
                context.fill(CGRect(x: column, y: 0, width: 1, height: 6))
            }
        }
        let shrunk = try drawn(CGSize(width: 2, height: 2), scale: 1) {
            UIGraphicsGetCurrentContext()?.interpolationQuality = quality
            stripes.draw(in: CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        return [pixel(shrunk, 0, 1).green, pixel(shrunk, 1, 1).green]
    }

    // Each device pixel's centre falls on the centre of column 1 or 4, so a filter
    // that only samples lands on white and black; one that averages gives grey.
    @Test("low quality samples without averaging when shrinking; the default and higher average")
    func qualities() throws {
        #expect(try stripesShrunk(.none) == [255, 0])
        #expect(try stripesShrunk(.low) == [255, 0])
        for quality in [CGInterpolationQuality.default, .medium, .high] {
            let greys = try stripesShrunk(quality)
            #expect(greys.allSatisfy { (64...192).contains($0) }, "\(quality): \(greys)")
        }
    }
}
