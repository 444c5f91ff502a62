import Foundation
import Glaze
import GlazeCoreImage
import GlazeKit
import Testing

@Suite("Core Image: images and the context that renders them")
struct CIContextTests {
    @Test("an image's pixels come back unchanged through the linear working space, and bottom-up")
    func roundTrip() throws {
        let source = try CoreImageSupport.bitmap(width: 16, height: 16) { x, y in
            (UInt8(x * 16), UInt8(y * 16), UInt8((x * 7 + y * 5) % 256), 255)
        }
        let image = CIImage(cgImage: source)
        #expect(image.extent == CGRect(x: 0, y: 0, width: 16, height: 16))
        #expect(image.cgImage === source)
        let rendered = try CoreImageSupport.pixels(image, image.extent)
        let original = source.glazeImage.withPixels { b in (0..<16).map { y in (0..<16).map { b[$0, y] } } }
        #expect(rendered == original)
        // Core Image's y is up: the rectangle at the origin is the bitmap's bottom rows.
        let bottom = try CoreImageSupport.pixels(image, CGRect(x: 0, y: 0, width: 16, height: 2))
        #expect(bottom == Array(original[14..<16]))
        // Unmanaged, the values pass through as they are, too.
        let raw = try CoreImageSupport.pixels(image, image.extent, context: CIContext(options: [.workingColorSpace: NSNull()]))
        #expect(raw == original)
    }

    @Test("a generator is infinite: rendering it whole is refused with a typed error, a crop renders")
    func infinite() throws {
        let noise = try #require(CIFilter(name: "CIRandomGenerator")?.outputImage)
        #expect(noise.extent.isInfinite)
        let context = CIContext()
        #expect(context.createCGImage(noise, from: noise.extent) == nil)
        #expect(throws: CoreImageError.self) { try context.makeCGImage(noise, from: noise.extent) }
        do {
            _ = try context.makeCGImage(noise, from: .infinite)
        } catch {
            #expect(error.code == .unboundedRender)
        }
        #expect(context.createCGImage(noise, from: CGRect(x: 0, y: 0, width: 0, height: 5)) == nil)
        let tile = try #require(context.createCGImage(noise, from: CGRect(x: -3, y: 7, width: 5, height: 4)))
        #expect(tile.width == 5 && tile.height == 4)
    }

    @Test("CIRandomGenerator: reproducible, and four independent uniform components per pixel")
    func randomGenerator() throws {
        let noise = try #require(CIFilter(name: "CIRandomGenerator")?.outputImage)
        let raw = CIContext(options: [.workingColorSpace: NSNull()])
        let rect = CGRect(x: 100, y: -50, width: 128, height: 128)
        var bytes = [UInt8](repeating: 0, count: 128 * 128 * 4)
        raw.render(noise, toBitmap: &bytes, rowBytes: 128 * 4, bounds: rect, format: .RGBA8, colorSpace: nil)
        // Read unpremultiplied floats instead, to see the generator's own values.
        var floats = [Float](repeating: 0, count: 128 * 128 * 4)
        floats.withUnsafeMutableBytes { buffer in
            raw.render(noise, toBitmap: buffer.baseAddress!, rowBytes: 128 * 16, bounds: rect, format: .RGBAf, colorSpace: nil)
        }
        var again = [Float](repeating: 0, count: 128 * 128 * 4)
        again.withUnsafeMutableBytes { buffer in
            raw.render(noise, toBitmap: buffer.baseAddress!, rowBytes: 128 * 16, bounds: rect, format: .RGBAf, colorSpace: nil)
        }
        #expect(floats == again)
        // Alpha is uniform on 0..<1: mean 1/2, variance 1/12.
        let alphas = stride(from: 3, to: floats.count, by: 4).map { Double(floats[$0]) }
        let mean = alphas.reduce(0, +) / Double(alphas.count)
        let variance = alphas.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(alphas.count)
        #expect(abs(mean - 0.5) < 0.01, "mean \(mean)")
        #expect(abs(variance - 1.0 / 12) < 0.004, "variance \(variance)")
        // Neighbours are unrelated: the correlation of each alpha with the next is near zero.
        let pairs = zip(alphas, alphas.dropFirst()).map { ($0 - mean) * ($1 - mean) }
        #expect(abs(pairs.reduce(0, +) / Double(pairs.count) / variance) < 0.03)
        #expect(bytes.contains { $0 != 0 })
    }

    @Test("the article's noise through Core Image matches GlazeKit's noise pixel for pixel")
    func articleNoise() throws {
        let noise = CIFilter.randomGenerator().outputImage!
            .transformed(by: CGAffineTransform(translationX: 42, y: 0))
            .applyingFilter("CIColorMonochrome")
        let width = 70, height = 44
        let rendered = try CoreImageSupport.pixels(noise, CGRect(x: 0, y: 0, width: width, height: height))
        let kit = try Image.noise(pixelWidth: width, pixelHeight: height, scale: 1, seed: 42)
        // The article draws the bitmap flipped: the button's row r is Core Image's row r,
        // which is the bitmap's row height − 1 − r.
        let mismatches = kit.withPixels { buffer in
            (0..<height).flatMap { row in (0..<width).filter { buffer[$0, row] != rendered[height - 1 - row][$0] } }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) pixels differ")
    }

    @Test("crop keeps the pixels whose centres are inside; a whole-pixel translation copies exactly")
    func cropAndTranslate() throws {
        let source = try CoreImageSupport.bitmap(width: 8, height: 8) { x, y in (UInt8(x * 30), UInt8(y * 30), 0, 255) }
        let image = CIImage(cgImage: source)
        let crop = image.cropped(to: CGRect(x: 2, y: 3, width: 3.4, height: 2))
        #expect(crop.extent == CGRect(x: 2, y: 3, width: 3.4, height: 2))
        let cropped = try CoreImageSupport.pixels(crop, CGRect(x: 0, y: 0, width: 8, height: 8))
        // Columns 2…5 (5's centre, 5.5, is past 5.4, so only 2…4) and rows 3…4 from the bottom.
        for row in 0..<8 {
            for column in 0..<8 {
                let inside = (2...4).contains(column) && (3...4).contains(7 - row)
                #expect((cropped[row][column].alpha == 255) == inside, "(\(column), \(row))")
            }
        }
        let moved = image.transformed(by: CGAffineTransform(translationX: 3, y: -2))
        #expect(moved.extent == CGRect(x: 3, y: -2, width: 8, height: 8))
        let original = try CoreImageSupport.pixels(image, image.extent)
        #expect(try CoreImageSupport.pixels(moved, moved.extent) == original)
    }

    @Test("scaling by two reads bilinearly between pixel centres, in linear light")
    func bilinearScale() throws {
        // Two columns: black and white.
        let source = try CoreImageSupport.bitmap(width: 2, height: 1) { x, _ in x == 0 ? (0, 0, 0, 255) : (255, 255, 255, 255) }
        let scaled = CIImage(cgImage: source).transformed(by: CGAffineTransform(scaleX: 2, y: 1))
        let row = try CoreImageSupport.pixels(scaled, CGRect(x: 0, y: 0, width: 4, height: 1))[0]
        // Output centres 0.5, 1.5, 2.5, 3.5 map to 0.25, 0.75, 1.25, 1.75: weights 0, ¼, ¾, 1 of white
        // (the first and last also blend with the clear outside: half of their own pixel's alpha).
        #expect(row[1].red == UInt8(CoreImageSupport.encodedLevel(0.25)))
        #expect(row[2].red == UInt8(CoreImageSupport.encodedLevel(0.75)))
        #expect(row[0].alpha == 191 || row[0].alpha == 192)
    }

    @Test("oriented(_:) shows every EXIF orientation upright, as UIKit draws the same orientation")
    func orientations() throws {
        // A 3 × 2 image with a distinct colour in each pixel.
        let source = try CoreImageSupport.bitmap(width: 3, height: 2) { x, y in (UInt8(40 * x + 10), UInt8(100 * y + 10), 0, 255) }
        for orientation in CGImagePropertyOrientation.allCases {
            let all: [UIImage.Orientation] = [.up, .down, .left, .right, .upMirrored, .downMirrored, .leftMirrored, .rightMirrored]
            let uiOrientation = try #require(all.first { CGImagePropertyOrientation($0) == orientation })
            let upright = CIImage(cgImage: source).oriented(orientation)
            let size = upright.extent.size
            let rendered = try CoreImageSupport.pixels(upright, upright.extent)
            let drawn = UIGraphicsImageRenderer(size: size).image { _ in
                UIImage(cgImage: source, scale: 1, orientation: uiOrientation).draw(at: .zero)
            }
            let expected = drawn.cgImage!.glazeImage.withPixels { b in (0..<b.height).map { y in (0..<b.width).map { b[$0, y] } } }
            #expect(rendered == expected, "\(orientation)")
        }
    }

    @Test("a render past the limits is refused with a typed error, in bounded time")
    func limits() throws {
        let red = CIImage(color: .red)
        let context = CIContext(options: nil, limits: CIContext.Limits(maximumTileSide: 4096, maximumTilePixels: 1 << 20,
                                                                       maximumWork: 1 << 22))
        // A huge shrink needs millions of input pixels for each output pixel.
        let shrunk = red.transformed(by: CGAffineTransform(scaleX: 1e-6, y: 1e-6))
        do {
            _ = try context.makeCGImage(shrunk, from: CGRect(x: 0, y: 0, width: 4, height: 4))
            Issue.record("rendered a shrink of an infinite image")
        } catch {
            #expect(error.code == .limitExceeded)
        }
        do {
            _ = try context.makeCGImage(red, from: CGRect(x: 0, y: 0, width: 5000, height: 1))
            Issue.record("rendered past the side limit")
        } catch {
            #expect(error.code == .limitExceeded)
        }
    }

    @Test("UIImage(ciImage:) draws its render; cgImage is nil and ciImage the same image, as in UIKit")
    func uiImage() throws {
        let red = CIImage(color: .red).cropped(to: CGRect(x: 0, y: 0, width: 6, height: 4))
        let image = UIImage(ciImage: red)
        #expect(image.cgImage == nil)
        #expect(image.ciImage === red)
        #expect(image.size == CGSize(width: 6, height: 4))
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 6, height: 4)).image { _ in image.draw(at: .zero) }
        #expect(drawn.cgImage!.glazeImage.pixel(x: 3, y: 2) == Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(CIImage(image: image) != nil)
        #expect(image.pngData() != nil)
        let infinite = UIImage(ciImage: CIImage(color: .blue))
        #expect(infinite.size == .zero && infinite.ciImage != nil)
    }

    @Test("a context made with a CGContext draws into it; PNG and JPEG data read back as the same image")
    func destinations() throws {
        let square = CIImage(color: CIColor(red: 0, green: 0.5, blue: 1)).cropped(to: CGRect(x: 0, y: 0, width: 8, height: 8))
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { rendererContext in
            let context = CIContext(cgContext: rendererContext.cgContext, options: nil)
            context.draw(square, in: CGRect(x: 10, y: 0, width: 8, height: 8), from: square.extent)
        }
        let image = try #require(drawn.cgImage).glazeImage
        #expect(image.pixel(x: 14, y: 4) == Pixel(red: 0, green: 128, blue: 255, alpha: 255))
        #expect(image.pixel(x: 4, y: 4).alpha == 0)

        let context = CIContext()
        let png = try #require(context.pngRepresentation(of: square, format: .RGBA8, colorSpace: CGColorSpaceCreateDeviceRGB()))
        let decoded = try #require(UIImage(data: png)?.cgImage)
        #expect(decoded.width == 8 && decoded.glazeImage.pixel(x: 3, y: 3) == Pixel(red: 0, green: 128, blue: 255, alpha: 255))
        let jpeg = try #require(context.jpegRepresentation(of: square, colorSpace: CGColorSpaceCreateDeviceRGB(),
                                                           options: [.lossyCompressionQuality: 0.95]))
        let fromJPEG = try #require(UIImage(data: jpeg)?.cgImage).glazeImage.pixel(x: 3, y: 3)
        #expect(abs(Int(fromJPEG.green) - 128) <= 3 && abs(Int(fromJPEG.blue) - 255) <= 3)
        #expect(context.pngRepresentation(of: CIImage(color: .red), format: .RGBA8, colorSpace: CGColorSpaceCreateDeviceRGB()) == nil)
        #expect(context.jpegRepresentation(of: square, colorSpace: CGColorSpaceCreateDeviceRGB(),
                                           options: [.lossyCompressionQuality: 2]) == nil)
    }
}
