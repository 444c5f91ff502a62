import Foundation
import Glaze
import GlazeTestSupport
import Testing

/// Shadows of rects and rounded rects come from a cached nine-slice made at the
/// shape's minimum size. They must match the general path (draw the shape, blur
/// all of it) within 2 levels per channel, at every size, phase and blur.
@Suite("Shadow nine-slices")
struct ShadowSliceTests {
    /// One drawing of a rect or rounded rect with a shadow.
    struct Case: CustomTestStringConvertible, Sendable {
        var rect: CGRect
        var radii: CornerRadii
        var blur: CGFloat
        var scale: CGFloat
        var offset = CGSize(width: 3, height: 5)
        var color = Color(red: 0.1, green: 0.2, blue: 0.6, alpha: 0.7)
        var fill: Paint = .color(.white)
        var transform: AffineTransform?

        var testDescription: String {
            "\(Int(rect.width))×\(Int(rect.height)) at (\(rect.minX), \(rect.minY)), radii \([radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft]), blur \(blur), \(scale)x"
                + (transform == nil ? "" : ", transformed")
        }
    }

    static let cases: [Case] = [
        // The benchmark's card, and wide blurs that average the image down.
        Case(rect: CGRect(x: 16, y: 12, width: 400, height: 140), radii: CornerRadii(all: 12), blur: 8, scale: 2),
        Case(rect: CGRect(x: 40, y: 40, width: 300, height: 90), radii: CornerRadii(all: 12), blur: 40, scale: 1),
        Case(rect: CGRect(x: 30, y: 30, width: 320, height: 120), radii: CornerRadii(all: 6), blur: 60, scale: 2),
        // Square corners, hairline blurs, per-corner radii.
        Case(rect: CGRect(x: 20, y: 20, width: 200, height: 100), radii: .zero, blur: 3, scale: 1),
        Case(rect: CGRect(x: 20, y: 20, width: 200, height: 100), radii: CornerRadii(all: 4), blur: 0.5, scale: 3),
        Case(rect: CGRect(x: 25, y: 15, width: 260, height: 110),
             radii: CornerRadii(topLeft: 6, topRight: 0, bottomRight: 24, bottomLeft: 3), blur: 10, scale: 2),
        // Off the pixel grid: every edge on a different phase.
        Case(rect: CGRect(x: 10.3, y: 7.7, width: 250.45, height: 99.1), radii: CornerRadii(all: 9.5), blur: 7, scale: 1,
             offset: CGSize(width: 2.25, height: 3.5)),
        Case(rect: CGRect(x: 10.3, y: 7.7, width: 250.45, height: 99.1), radii: CornerRadii(all: 9.5), blur: 12, scale: 1.5),
        // Smaller than the minimum along one axis, then both: nothing to stretch there.
        Case(rect: CGRect(x: 30, y: 40, width: 300, height: 12), radii: CornerRadii(all: 6), blur: 24, scale: 2),
        Case(rect: CGRect(x: 60, y: 50, width: 20, height: 10), radii: CornerRadii(all: 5), blur: 24, scale: 2),
        // A pill: the corners meet in the middle.
        Case(rect: CGRect(x: 20, y: 30, width: 240, height: 40), radii: CornerRadii(all: 20), blur: 6, scale: 2),
        // A gradient of one alpha casts the same shadow as a colour.
        Case(rect: CGRect(x: 20, y: 20, width: 200, height: 80), radii: CornerRadii(all: 10), blur: 8, scale: 2,
             fill: .gradient(.linear(from: .zero, to: CGPoint(x: 0, y: 100),
                                     colors: [Color(red: 1, green: 0, blue: 0, alpha: 0.5), Color(white: 1, alpha: 0.5)]))),
        // Mirrored and scaled, as a flipped Core Graphics context draws.
        Case(rect: CGRect(x: 20, y: 10, width: 150, height: 60),
             radii: CornerRadii(topLeft: 2, topRight: 16, bottomRight: 8, bottomLeft: 0), blur: 8, scale: 2,
             transform: AffineTransform(m11: -1.5, m12: 0, m21: 0, m22: -1.5, tX: 400, tY: 180)),
    ]

    /// Draws `item` with its rounded rect as the path Glaze recognises, or as
    /// the same outline followed by a lone move, which draws nothing but makes
    /// it a path of two elements: the general path.
    static func render(_ item: Case, sliced: Bool) throws -> ImageSurface {
        let surface = try ImageSurface(width: 440, height: 200, scale: item.scale)
        try surface.draw { canvas in
            if let transform = item.transform { try canvas.concatenate(transform) }
            canvas.shadow = Shadow(offset: item.offset, blur: item.blur, color: item.color)
            var path = Path(roundedRect: item.rect, cornerRadii: item.radii)
            if !sliced { path.move(to: CGPoint(x: item.rect.midX, y: item.rect.midY)) }
            try canvas.fill(path, with: item.fill)
        }
        return surface
    }

    @Test("the nine-slice matches the general path within 2 levels per channel", arguments: cases)
    func matchesGeneralPath(_ item: Case) throws {
        let sliced = try Self.render(item, sliced: true), general = try Self.render(item, sliced: false)
        let differences = PixelDifferences(sliced, general, threshold: 0)
        let (largest, differing, shadowed) = (differences.largest, differences.differing, differences.covered)
        // Measured: the two paths differ by at most 1 level except where the
        // general path averages a wide blur down on a grid of its own.
        #expect(largest <= 2, "off by up to \(largest) levels on \(differing) of \(shadowed) painted pixels")
        #expect(shadowed > 100, "something was drawn")
    }

    @Test("a shadow drawn again from the cache is the same to the bit, and so is one at another place on the same phase")
    func cachedRepeats() throws {
        let item = Case(rect: CGRect(x: 20, y: 20, width: 180, height: 60), radii: CornerRadii(all: 8), blur: 10, scale: 2,
                        color: Color(red: 0.3, green: 0.1, blue: 0.2, alpha: 0.61))
        let first = try Self.render(item, sliced: true), again = try Self.render(item, sliced: true)
        expectSamePixels(allPixels(again), allPixels(first))
        // The same card 100 points right and wider: the overlapping left halves agree.
        var moved = item
        moved.rect = CGRect(x: 120, y: 20, width: 260, height: 60)
        let elsewhere = try Self.render(moved, sliced: true)
        for y in 0..<first.pixelHeight {
            for x in 0..<(2 * 90) {
                #expect(elsewhere.pixel(x: x + 200, y: y) == first.pixel(x: x, y: y), "at (\(x), \(y))")
            }
        }
    }

    @Test("cards far wider than the surface, inside and past Cairo's coordinate range, cast the same shadow edge", arguments: [1e6, 1e9])
    func hugeCards(width: Double) throws {
        let surface = try ImageSurface(width: 100, height: 60)
        try surface.draw { canvas in
            canvas.shadow = Shadow(offset: CGSize(width: 0, height: 10), blur: 6, color: .black)
            try canvas.fill(Path(roundedRect: CGRect(x: -width / 2, y: 10, width: width, height: 20), cornerRadius: 8), with: .color(.white))
        }
        // Below the card's middle: the shadow's lower edge, the same in every column.
        let edge = (30..<50).map { surface.pixel(x: 50, y: $0).alpha }
        #expect(edge.first == 255 && edge.last == 0 && (0..<100).allSatisfy { surface.pixel(x: $0, y: 38) == surface.pixel(x: 50, y: 38) })
    }

    @Test("rotated drawings, images and uneven alpha take the general path and still cast their shadow")
    func fallsBack() throws {
        let surface = try ImageSurface(width: 200, height: 200)
        try surface.draw { canvas in
            canvas.shadow = Shadow(offset: CGSize(width: 0, height: 40), blur: 6, color: .black)
            try canvas.withSavedState { canvas in
                try canvas.translateBy(x: 50, y: 40)
                try canvas.rotate(by: .pi / 4)
                try canvas.fill(Path(roundedRect: CGRect(x: -15, y: -15, width: 30, height: 30), cornerRadius: 4), with: .color(.white))
            }
            try canvas.fill(Path(rect: CGRect(x: 120, y: 20, width: 40, height: 40)),
                            with: .gradient(.linear(from: CGPoint(x: 120, y: 0), to: CGPoint(x: 160, y: 0),
                                                    colors: [.white, Color(white: 1, alpha: 0)])))
        }
        // The diamond's shadow is a diamond: darkest on its axis, clear at the square's corner.
        #expect(surface.pixel(x: 50, y: 80).alpha > 200 && surface.pixel(x: 64, y: 66).alpha < 60)
        // The gradient fades out to the right, and so does its shadow.
        #expect(surface.pixel(x: 124, y: 80).alpha > surface.pixel(x: 156, y: 80).alpha + 100)
    }
}
