import Foundation
import Glaze
import GlazeCoreGraphics
import Testing

/// Gradients with their options, masks, blend modes and transparency layers.
@Suite("Core Graphics painting")
struct PaintingTests {
    let redToBlue = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                               colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1),
                                        CGColor(red: 0, green: 0, blue: 1, alpha: 1)] as CFArray,
                               locations: [0, 1])!

    func render(_ size: CGSize = CGSize(width: 40, height: 10), _ body: (CGContext) -> Void) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { body($0.cgContext) }
    }

    @Test("a linear gradient paints only between its ends unless the options extend it, one side at a time")
    func linearOptions() {
        func row(_ options: CGGradientDrawingOptions) -> [Pixel] {
            let image = render { $0.drawLinearGradient(redToBlue, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 30, y: 0),
                                                       options: options) }
            return [2, 20, 38].map { pixel(image, $0, 5) }
        }
        let none = row([])
        #expect(none[0] == transparent && none[2] == transparent)
        #expect(none[1].alpha == 255 && abs(Int(none[1].red) - Int(none[1].blue)) <= 16)
        let before = row(.drawsBeforeStartLocation)
        #expect(before[0] == opaqueRed && before[2] == transparent)
        let after = row(.drawsAfterEndLocation)
        #expect(after[0] == transparent && after[2] == opaqueBlue)
        let both = row([.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(both[0] == opaqueRed && both[2] == opaqueBlue)
    }

    @Test("a radial gradient fills between its circles; the options fill inside the start and outside the end")
    func radialOptions() {
        func samples(_ options: CGGradientDrawingOptions) -> [Pixel] {
            let image = render(CGSize(width: 40, height: 40)) {
                $0.drawRadialGradient(redToBlue, startCenter: CGPoint(x: 20, y: 20), startRadius: 5,
                                      endCenter: CGPoint(x: 20, y: 20), endRadius: 15, options: options)
            }
            // The centre, the middle of the ring, and a corner.
            return [pixel(image, 20, 20), pixel(image, 30, 20), pixel(image, 1, 1)]
        }
        let none = samples([])
        #expect(none[0] == transparent && none[1].alpha == 255 && none[2] == transparent)
        let both = samples([.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(both[0] == opaqueRed && both[2] == opaqueBlue)
        let after = samples(.drawsAfterEndLocation)
        #expect(after[0] == transparent && after[2] == opaqueBlue)
        let before = samples(.drawsBeforeStartLocation)
        #expect(before[0] == opaqueRed && before[2] == transparent)
    }

    @Test("gradients accept evenly spaced colours, and refuse arrays of other things")
    func gradientConstruction() {
        let three = [CGColor.black, CGColor.white, CGColor.black] as CFArray
        #expect(CGGradient(colorsSpace: nil, colors: three, locations: nil) != nil)
        #expect(CGGradient(colorsSpace: nil, colors: ["red"] as CFArray, locations: nil) == nil)
        #expect(CGGradient(colorsSpace: nil, colors: [] as CFArray, locations: nil) == nil)
        let components: [CGFloat] = [1, 0, 0, 1, 0, 0, 1, 1]
        #expect(CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: components, locations: nil, count: 2) != nil)
    }

    @Test("clip(to:mask:) clips to an image's alpha, drawn the Core Graphics way up")
    func clipToMask() {
        // A mask whose top half is opaque (as stored).
        let mask = render(CGSize(width: 4, height: 4)) { $0.setFillColor(gray: 0, alpha: 1); $0.fill(CGRect(x: 0, y: 0, width: 4, height: 2)) }
        let clipped = render(CGSize(width: 4, height: 4)) { context in
            context.clip(to: CGRect(x: 0, y: 0, width: 4, height: 4), mask: mask.cgImage!)
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        // In a flipped context the mask's top lands at the bottom.
        #expect(pixel(clipped, 1, 0) == transparent && pixel(clipped, 1, 3) == opaqueRed)
    }

    @Test("masking with a grey image: its samples are alpha, white shows and black hides; a mask with alpha is refused")
    func masking() throws {
        let grey = try #require(CGContext(data: nil, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                                          space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue))
        grey.setFillColor(gray: 1, alpha: 1)
        grey.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        let mask = try #require(grey.makeImage())
        let red = render(CGSize(width: 2, height: 1)) { $0.setFillColor(red: 1, green: 0, blue: 0, alpha: 1); $0.fill(CGRect(x: 0, y: 0, width: 2, height: 1)) }
        let masked = try #require(red.cgImage?.masking(mask))
        #expect(pixel(masked, 0, 0) == transparent && pixel(masked, 1, 0) == opaqueRed)
        #expect(red.cgImage?.masking(red.cgImage!) == nil)
    }

    @Test("cropping is in pixels from the top left, cut to the image")
    func cropping() throws {
        let image = redOverBlue()
        let bottom = try #require(image.cropping(to: CGRect(x: 0, y: 1, width: 5, height: 5)))
        #expect(bottom.width == 2 && bottom.height == 1 && pixel(bottom, 0, 0) == opaqueBlue)
        #expect(image.cropping(to: CGRect(x: 5, y: 5, width: 1, height: 1)) == nil)
    }

    @Test("all 28 blend modes, with Apple's raw values, draw as Glaze's mode of the same name")
    func blendModes() {
        #expect(CGBlendMode.allCases.count == 28)
        #expect(CGBlendMode.plusLighter.rawValue == 27 && CGBlendMode.destinationIn.rawValue == 22)
        for mode in CGBlendMode.allCases {
            let viaCG = render(CGSize(width: 2, height: 2)) { context in
                context.setFillColor(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.8)
                context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
                context.setBlendMode(mode)
                context.setFillColor(red: 0.9, green: 0.3, blue: 0.1, alpha: 0.6)
                context.fill(CGRect(x: 0, y: 0, width: 1, height: 2))
            }
            let glaze = try? Image(size: CGSize(width: 2, height: 2)) { canvas in
                try canvas.fill(canvas.bounds, with: .color(Color(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.8)))
                canvas.blendMode = BlendMode(rawValue: "\(mode)")!
                try canvas.fill(CGRect(x: 0, y: 0, width: 1, height: 2), with: .color(Color(red: 0.9, green: 0.3, blue: 0.1, alpha: 0.6)))
            }
            #expect(pixel(viaCG, 0, 0) == glaze?.pixel(x: 0, y: 0), "\(mode)")
            #expect(pixel(viaCG, 1, 0) == glaze?.pixel(x: 1, y: 0), "\(mode) outside the fill")
        }
    }

    // A report of iOS's output (https://www.developerload.com/core-graphics39-cgblendmodes-seem-partially-not-consistent-with-pdf-specs,
    // devices and simulators alike) finds black burned onto green is not the
    // black of ISO 32000-1's formula, which burns a white channel under a black
    // source to 0; the W3C formula keeps it, and so does Glaze.
    @Test("colorBurn keeps a backdrop channel at white under a black source")
    func colorBurnOfWhiteUnderBlack() {
        let image = render(CGSize(width: 2, height: 2)) { context in
            context.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            context.setBlendMode(.colorBurn)
            context.setFillColor(red: 0, green: 0, blue: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        #expect(pixel(image, 0, 0) == Pixel(red: 0, green: 255, blue: 0, alpha: 255))
    }

    @Test("a transparency layer fades overlapping shapes as one and casts one shadow")
    func transparencyLayer() {
        let image = render(CGSize(width: 30, height: 10)) { context in
            context.setAlpha(0.5)
            context.beginTransparencyLayer(auxiliaryInfo: nil)
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
            context.fill(CGRect(x: 10, y: 0, width: 20, height: 10))
            context.endTransparencyLayer()
        }
        // Where the two fills overlap, the layer is as faint as elsewhere.
        #expect(pixel(image, 5, 5) == pixel(image, 15, 5))
        #expect(pixel(image, 15, 5).alpha == 128)
    }

    @Test("restoreGState without a save and endTransparencyLayer without a begin do nothing")
    func unbalancedCallsAreIgnored() {
        let image = render(CGSize(width: 2, height: 2)) { context in
            context.restoreGState()
            context.endTransparencyLayer()
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            #expect(context.lastError == nil)
        }
        #expect(pixel(image, 0, 0) == opaqueRed)
    }

    @Test("drawPath strokes in the line style and fills by the rule")
    func drawPath() {
        let image = render(CGSize(width: 20, height: 20)) { context in
            context.addRect(CGRect(x: 2, y: 2, width: 16, height: 16))
            context.addRect(CGRect(x: 6, y: 6, width: 8, height: 8))
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            context.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
            context.setLineWidth(2)
            context.drawPath(using: .eoFillStroke)
        }
        #expect(pixel(image, 4, 10) == opaqueRed)   // between the rects
        #expect(pixel(image, 10, 10) == transparent)  // the even-odd hole
        #expect(pixel(image, 2, 10) == opaqueBlue)  // on the outer outline
    }
}
