import Foundation
import Glaze
import GlazeKit
import GlazeTestSupport
import Testing

@Suite("Tinting")
struct TintTests {
    /// A grey gradient button, 40 × 20, with rounded (transparent) corners.
    func greyButton() throws -> Image {
        try Image(size: CGSize(width: 40, height: 20), scale: 1) { canvas in
            try canvas.fill(Path(roundedRect: canvas.bounds, cornerRadius: 6), with: .gradient(.linear(
                from: .zero, to: CGPoint(x: 0, y: 20), colors: [Color(white: 0.9), Color(white: 0.3)])))
        }
    }

    /// A flat icon: an opaque disc with a translucent ring.
    func icon() throws -> Image {
        try Image(size: CGSize(width: 20, height: 20), scale: 1) { canvas in
            try canvas.fill(Path(ellipseIn: CGRect(x: 5, y: 5, width: 10, height: 10)), with: .color(.black))
            try canvas.stroke(Path(ellipseIn: CGRect(x: 2, y: 2, width: 16, height: 16)), with: .color(Color(white: 0, alpha: 0.5)))
        }
    }

    @Test("the result's alpha equals the source's at every pixel", arguments: [Tint.Mode.flat, .gradientPreserving])
    func alphaKept(mode: Tint.Mode) throws {
        for source in [try greyButton(), try icon()] {
            let tinted = try Tint(color: Color(red: 0.8, green: 0.1, blue: 0.1), mode: mode).apply(to: source)
            let a = source.withPixels { p in (0..<p.height).flatMap { y in (0..<p.width).map { p[$0, y].alpha } } }
            let b = tinted.withPixels { p in (0..<p.height).flatMap { y in (0..<p.width).map { p[$0, y].alpha } } }
            #expect(a == b, "\(mode)")
        }
    }

    @Test("a flat tint has one colour")
    func flatIsOneColour() throws {
        let tinted = try Tint(color: Color(red: 0.2, green: 0.6, blue: 0.3)).apply(to: icon())
        let colors = tinted.withPixels { p in
            (0..<p.height).flatMap { y in (0..<p.width).compactMap { x -> Color? in p[x, y].alpha > 64 ? p[x, y].color : nil } }
        }
        #expect(!colors.isEmpty)
        for c in colors {
            #expect(abs(c.red - 0.2) < 0.02 && abs(c.green - 0.6) < 0.02 && abs(c.blue - 0.3) < 0.02, "\(c)")
        }
    }

    @Test("a grey gradient button tinted red keeps its gradient and its transparent corners")
    func gradientButtonTintedRed() throws {
        let source = try greyButton()
        let tinted = try Tint(color: Color(red: 0.8, green: 0.1, blue: 0.1), mode: .gradientPreserving).apply(to: source)
        #expect(tinted.pixel(x: 0, y: 0).alpha == 0 && tinted.pixel(x: 39, y: 19).alpha == 0, "corners stay transparent")
        // Down the middle column the source darkens row by row; so must the tint,
        // and every opaque pixel must be red-dominant.
        let luma = (1..<19).map { tinted.pixel(x: 20, y: $0).color.luma }
        let sourceLuma = (1..<19).map { source.pixel(x: 20, y: $0).color.luma }
        #expect(zip(sourceLuma, sourceLuma.dropFirst()).allSatisfy { $0 > $1 })
        #expect(zip(luma, luma.dropFirst()).allSatisfy { $0 >= $1 }, "tinted luma \(luma)")
        // Overlay onto red compresses the source's 0.55 of luma range to about 0.13.
        #expect(luma.first! - luma.last! > 0.1, "the gradient survives: \(luma.first!) → \(luma.last!)")
        for y in 1..<19 {
            let c = tinted.pixel(x: 20, y: y).color
            #expect(c.red > c.green + 0.2 && c.red > c.blue + 0.2, "row \(y): \(c)")
        }
        // A flat tint of the same button loses the gradient.
        let flat = try Tint(color: Color(red: 0.8, green: 0.1, blue: 0.1)).apply(to: source)
        #expect(Set((1..<19).map { flat.pixel(x: 20, y: $0) }).count == 1)
    }

    @Test("tinting on a canvas leaves what lies beneath alone")
    func onCanvas() throws {
        let surface = try render(width: 30, height: 30) { canvas in
            try canvas.fill(canvas.bounds, with: .color(.blue))
            try Tint(color: .red).draw(try icon(), in: CGRect(x: 5, y: 5, width: 20, height: 20), on: canvas)
        }
        #expect(surface.pixel(x: 1, y: 1) == Pixel(.blue))
        #expect(surface.pixel(x: 7, y: 7) == Pixel(.blue), "inside the rect, where the icon is clear")
        #expect(surface.pixel(x: 15, y: 15) == Pixel(.red))
    }

    @Test("a tinted resizable image keeps its caps")
    func resizable() throws {
        let image = try ResizableImage(image: greyButton(), capInsets: EdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
        let tinted = try Tint(color: .green, mode: .gradientPreserving).apply(to: image)
        #expect(tinted.capInsets == image.capInsets && tinted.image.size == image.image.size)
    }
}
