import Foundation
import Glaze
import GlazeKit
import GlazeTestSupport
import Testing

/// The gloss formula written out again, independently, from the recipe's text.
enum GlossReference {
    static func rgbToHSV(_ c: [Double]) -> [Double] {
        let mx = c.max()!, mn = c.min()!, d = mx - mn
        var h = 0.0
        if d > 0 {
            if mx == c[0] { h = ((c[1] - c[2]) / d).truncatingRemainder(dividingBy: 6) }
            else if mx == c[1] { h = (c[2] - c[0]) / d + 2 }
            else { h = (c[0] - c[1]) / d + 4 }
            h /= 6
            if h < 0 { h += 1 }
        }
        return [h, mx == 0 ? 0 : d / mx, mx]
    }

    static func hsvToRGB(_ hsv: [Double]) -> [Double] {
        var h = hsv[0]; if h < 0 { h += 1 }
        let s = hsv[1], v = hsv[2]
        let i = floor(h * 6), f = h * 6 - i
        let p = v * (1 - s), q = v * (1 - f * s), t = v * (1 - (1 - f) * s)
        switch Int(i) % 6 {
        case 0: return [v, t, p]
        case 1: return [q, v, p]
        case 2: return [p, v, t]
        case 3: return [p, q, v]
        case 4: return [t, p, v]
        default: return [v, p, q]
        }
    }

    static func caustic(_ c: [Double]) -> [Double] {
        var hsv = rgbToHSV(c)
        var targetHue = 1.0 / 6.0
        if hsv[1] < 0.001 { hsv[0] = targetHue; hsv[1] = 0.2 }
        if hsv[0] > 0.95 { hsv[0] -= 1 } else if hsv[0] > 0.7 { targetHue = 5.0 / 6.0 }
        let sc = 0.6 * 0.5 * (1 + cos(1.4 * .pi * (hsv[0] - targetHue)))
        return hsvToRGB([hsv[0] * (1 - sc) + targetHue * sc, hsv[1], hsv[2] * (1 - sc) + 1 * sc])
    }

    static func color(_ c: [Double], at t: Double) -> [Double] {
        let g = pow(0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2], 0.2)
        let white0 = g * 0.6, white1 = g * 0.2, off = exp(-1.2), scale = 1 / (1 - off)
        if t < 0.5 {
            let q = 1 - scale * (exp(-1.2 * 2 * t) - off)
            let w = white0 + q * (white1 - white0)
            return c.map { $0 * (1 - w) + w }
        }
        let p = 2 * (t - 0.5)
        let q = scale * (exp(-1.2 * (1 - p)) - off)
        let k = caustic(c)
        return (0..<3).map { c[$0] * (1 - q) + k[$0] * q }
    }
}

@Suite("Gloss gradient and glossy buttons")
struct GlossTests {
    static let colors: [(String, [Double])] = [
        ("red", [0.65, 0.05, 0.05]), ("green", [0.05, 0.65, 0.05]), ("blue", [0.05, 0.05, 0.65]), ("grey", [0.5, 0.5, 0.5]),
    ]

    @Test("colours at the top, either side of mid-height and the bottom match the formulas", arguments: colors.map(\.0))
    func formula(name: String) throws {
        let rgb = Self.colors.first { $0.0 == name }!.1
        let gloss = GlossGradient(color: Color(red: rgb[0], green: rgb[1], blue: rgb[2]))
        for t in [0, 0.25, 0.4999, 0.5, 0.5001, 0.75, 1] {
            let got = gloss.color(at: t), want = GlossReference.color(rgb, at: t)
            #expect(abs(got.red - want[0]) < 1e-9 && abs(got.green - want[1]) < 1e-9 && abs(got.blue - want[2]) < 1e-9,
                    "\(name) at t = \(t): \(got) vs \(want)")
        }
    }

    @Test("the rendered gloss follows the formulas row by row, with the hard edge at mid-height", arguments: colors.map(\.0))
    func rendered(name: String) throws {
        let rgb = Self.colors.first { $0.0 == name }!.1
        let gloss = GlossGradient(color: Color(red: rgb[0], green: rgb[1], blue: rgb[2]))
        let height = 100
        let surface = try ImageSurface(pixelWidth: 4, pixelHeight: height)
        try surface.draw { try gloss.draw(in: Path(rect: $0.bounds), on: $0) }
        // Row y is sampled at its centre: t = (y + 0.5) / height.
        for y in [0, 25, 49, 50, 75, 99] {
            let want = GlossReference.color(rgb, at: (Double(y) + 0.5) / Double(height)).map { $0 * 255 }
            expectPixel(surface.pixel(x: 1, y: y), RGBA(want[0], want[1], want[2], 255), tolerance: 1, "\(name), row \(y)")
        }
        // The edge: one row to the next jumps by 0.2·g·(1 − c), against a level or
        // two between neighbouring rows elsewhere.
        func step(_ y: Int) -> Double { RGBA(surface.pixel(x: 1, y: y)).distance(to: RGBA(surface.pixel(x: 1, y: y + 1))) }
        #expect(step(49) > 10 * max(step(48), step(50), 1), "\(name): steps \(step(48)), \(step(49)), \(step(50))")
    }

    @Test("the caustic glows yellow for warm colours and magenta for blues")
    func causticTargets() {
        let red = GlossGradient(color: Color(red: 0.65, green: 0.05, blue: 0.05)).causticColor.hsv
        let blue = GlossGradient(color: Color(red: 0.05, green: 0.05, blue: 0.65)).causticColor.hsv
        let purple = GlossGradient(color: Color(red: 0.5, green: 0.1, blue: 0.8)).causticColor.hsv
        #expect(red.hue > 0 && red.hue < 1.0 / 6.0, "red moves towards yellow: \(red)")
        // Pure blue (hue 2/3) is below the 0.7 threshold, so it too turns towards yellow.
        #expect(blue.hue < 2.0 / 3.0 && blue.hue > 1.0 / 6.0, "blue moves towards yellow: \(blue)")
        #expect(purple.hue > Color(red: 0.5, green: 0.1, blue: 0.8).hsv.hue && purple.hue < 5.0 / 6.0,
                "purple moves towards magenta: \(purple)")
        let grey = GlossGradient(color: Color(white: 0.5)).causticColor.hsv
        #expect(abs(grey.saturation - 0.2) < 1e-9 && abs(grey.hue - 1.0 / 6.0) < 1e-9)
    }

    @Test("the outline's radius is 10 less the inset, clamped to half the shorter side")
    func outline() {
        let button = GlossyButton(color: .red)
        #expect(button.outline(of: CGRect(x: 1, y: 1, width: 308, height: 52), inset: 1).elements
                == [.roundedRect(CGRect(x: 1, y: 1, width: 308, height: 52), CornerRadii(all: 9))])
        #expect(button.outline(of: CGRect(x: 0, y: 0, width: 12, height: 8), inset: 0).elements
                == [.roundedRect(CGRect(x: 0, y: 0, width: 12, height: 8), CornerRadii(all: 4))])
        #expect(button.outline(of: CGRect(x: 0, y: 0, width: 0, height: 8), inset: 0).isEmpty)
    }

    @Test("the border is grey 159 on the outer pixel, the gloss inside it; nothing below 4 × 4")
    func border() throws {
        let button = GlossyButton(color: Color(red: 0.65, green: 0.05, blue: 0.05))
        let surface = try render(width: 310, height: 54) { try button.draw(in: $0.bounds, on: $0) }
        #expect(surface.pixel(x: 155, y: 0) == Pixel(Color(white: 159.0 / 255.0)))
        #expect(surface.pixel(x: 155, y: 53) == Pixel(Color(white: 159.0 / 255.0)))
        #expect(surface.pixel(x: 0, y: 0).alpha == 0, "rounded corner")
        let glossTop = GlossReference.color([0.65, 0.05, 0.05], at: 0.5 / 52).map { $0 * 255 }
        expectPixel(surface.pixel(x: 155, y: 1), RGBA(glossTop[0], glossTop[1], glossTop[2], 255), tolerance: 1, "first gloss row")
        let tiny = try render(width: 3, height: 10) { try button.draw(in: $0.bounds, on: $0) }
        #expect(allPixels(tiny).allSatisfy { $0.alpha == 0 })
    }

    @Test("the highlighted state is the grey gloss")
    func highlighted() throws {
        let button = GlossyButton(color: .red)
        let surface = try render(width: 100, height: 40) { try button.drawBackground(in: $0.bounds, state: .highlighted, on: $0) }
        // The gloss fills the rect inside the border, y 1 to 39: row 10 is at t = 9.5 / 38.
        let want = GlossReference.color([0.5, 0.5, 0.5], at: 9.5 / 38).map { $0 * 255 }
        expectPixel(surface.pixel(x: 50, y: 10), RGBA(want[0], want[1], want[2], 255), tolerance: 1)
    }

    @Test("the background drawn at minimum width and stretched equals drawing it full size")
    func hybridRoute() throws {
        let button = GlossyButton(color: Color(red: 0.05, green: 0.65, blue: 0.05))
        let direct = try render(width: 310, height: 54, scale: 2) { try button.drawBackground(in: $0.bounds, on: $0) }
        let image = try button.resizableImage(height: 54, scale: 2)
        #expect(image.image.pixelWidth == 46 && image.capInsets == EdgeInsets(top: 0, left: 11, bottom: 0, right: 11))
        let stretched = try render(width: 310, height: 54, scale: 2) { try image.draw(in: $0.bounds, on: $0) }
        expectSamePixels(allPixels(stretched), allPixels(direct), "stretched against direct")
    }

    @Test("the title is centred, truncated when too long, with its shadow above")
    func title() throws {
        let title = ButtonTitle("A title much too long for this little button")
        let placed = try #require(try title.layout(in: CGRect(x: 0, y: 0, width: 200, height: 54)))
        #expect(placed.layout.isTruncated)
        #expect(placed.layout.logicalExtents.width <= 180)
        #expect(abs(placed.origin.y + placed.layout.size.height / 2 - 27) < 0.001)
        #expect(try ButtonTitle("").layout(in: CGRect(x: 0, y: 0, width: 200, height: 54)) == nil)
    }
}
