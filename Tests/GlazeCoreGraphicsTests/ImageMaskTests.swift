import Foundation
import Glaze
import GlazeCoreGraphics
import Testing

/// Data providers, images made from bytes, image masks, and masks in
/// `clip(to:mask:)` and `masking(_:)`: an image mask's samples are inverse
/// alpha (0 paints), a grey image's are alpha (white paints), as Core
/// Graphics documents.
@Suite("Image masks and data providers")
struct ImageMaskTests {
    static let white = Pixel(red: 255, green: 255, blue: 255, alpha: 255)

    /// An 8-bit image mask, one byte a sample, `width` samples a row.
    static func mask(_ samples: [UInt8], width: Int) -> CGImage? {
        CGImage(maskWidth: width, height: samples.count / width, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: width,
                provider: CGDataProvider(data: Data(samples) as CFData)!, decode: nil, shouldInterpolate: false)
    }

    /// A grey image without alpha, one byte a pixel.
    static func grey(_ samples: [UInt8], width: Int) -> CGImage? {
        CGImage(width: width, height: samples.count / width, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: width,
                space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.none.rawValue),
                provider: CGDataProvider(data: Data(samples) as CFData)!, decode: nil, shouldInterpolate: false,
                intent: .defaultIntent)
    }

    /// Red filled through `mask` clipped over (0, 0, width, 1) of a bitmap
    /// context (y up, so the mask's one row lands on the context's one row).
    static func clippedRow(_ mask: CGImage) throws -> CGImage {
        let context = try #require(rgbaContext(nil, width: mask.width, height: 1))
        context.clip(to: CGRect(x: 0, y: 0, width: mask.width, height: 1), mask: mask)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: mask.width, height: 1))
        return try #require(context.makeImage())
    }

    /// The same row through Glaze's own API: red at each alpha.
    static func expectedRow(_ alphas: [Double]) throws -> Image {
        try Image(size: CGSize(width: alphas.count, height: 1)) { canvas in
            for (x, alpha) in alphas.enumerated() {
                try canvas.fill(CGRect(x: x, y: 0, width: 1, height: 1), with: .color(Color(red: 1, green: 0, blue: 0, alpha: alpha)))
            }
        }
    }

    @Test("a data provider hands its bytes back")
    func providerData() throws {
        let provider = try #require(CGDataProvider(data: Data([1, 2, 3]) as CFData))
        #expect(provider.data.map { $0 as Data } == Data([1, 2, 3]))
        // The same bytes each time, valid as long as the provider.
        #expect(CFDataGetLength(provider.data) == 3 && CFDataGetBytePtr(provider.data)?[2] == 3)
        #expect(provider.data === provider.data)
    }

    @Test("a provider from bytes and a release callback copies them, then releases them")
    func providerWithCallback() throws {
        let bytes = UnsafeMutableRawPointer.allocate(byteCount: 4, alignment: 1)
        bytes.copyMemory(from: [9, 8, 7, 6] as [UInt8], byteCount: 4)
        let made = CGDataProvider(dataInfo: nil, data: bytes, size: 4, releaseData: { _, data, _ in
            UnsafeMutableRawPointer(mutating: data).deallocate()
        })
        let provider = try #require(made)
        #expect(provider.data.map { $0 as Data } == Data([9, 8, 7, 6]))
    }

    @Test("an image mask clips by inverse alpha: 0 paints, 255 does not, in between partly")
    func maskClips() throws {
        let mask = try #require(Self.mask([0, 64, 128, 255], width: 4))
        #expect(mask.isMask && mask.colorSpace == nil && mask.width == 4)
        let clipped = try Self.clippedRow(mask)
        let measured = ArticleComparison.measure(clipped.glazeImage, try Self.expectedRow([1, 191.0 / 255, 127.0 / 255, 0]), channelDelta: 1)
        #expect(measured.beyond == 0, "\(measured)")
    }

    @Test("a decode array of [1, 0] inverts an image mask")
    func decodeInverts() throws {
        let decode: [CGFloat] = [1, 0]
        let provider = try #require(CGDataProvider(data: Data([0, 255]) as CFData))
        let mask = try #require(decode.withUnsafeBufferPointer {
            CGImage(maskWidth: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 2, provider: provider,
                    decode: $0.baseAddress, shouldInterpolate: true)
        })
        let clipped = try Self.clippedRow(mask)
        #expect(pixel(clipped, 0, 0) == transparent && pixel(clipped, 1, 0) == opaqueRed)
    }

    @Test("a 1-bit image mask reads its bits from the high end of each byte")
    func oneBitMask() throws {
        let provider = try #require(CGDataProvider(data: Data([0b1010_0000]) as CFData))
        let mask = try #require(CGImage(maskWidth: 4, height: 1, bitsPerComponent: 1, bitsPerPixel: 1, bytesPerRow: 1,
                                        provider: provider, decode: nil, shouldInterpolate: false))
        let clipped = try Self.clippedRow(mask)
        #expect((0..<4).map { pixel(clipped, $0, 0) == opaqueRed } == [false, true, false, true])
    }

    @Test("a grey image clips by alpha: white paints, black does not")
    func greyClips() throws {
        let grey = try #require(Self.grey([0, 64, 128, 255], width: 4))
        #expect(!grey.isMask)
        let clipped = try Self.clippedRow(grey)
        let measured = ArticleComparison.measure(clipped.glazeImage, try Self.expectedRow([0, 64.0 / 255, 128.0 / 255, 1]), channelDelta: 1)
        #expect(measured.beyond == 0, "\(measured)")
    }

    @Test("masking(_:) with an image mask shows the image where the mask is 0; with a grey image where it is white")
    func maskingBoth() throws {
        let red = try Self.clippedRow(try #require(Self.mask([0, 0, 0, 0], width: 4)))
        let mask = try #require(Self.mask([0, 255, 0, 255], width: 4))
        let grey = try #require(Self.grey([0, 255, 0, 255], width: 4))
        let byMask = try #require(red.masking(mask))
        #expect((0..<4).map { pixel(byMask, $0, 0) } == [opaqueRed, transparent, opaqueRed, transparent])
        let byGrey = try #require(red.masking(grey))
        #expect((0..<4).map { pixel(byGrey, $0, 0) } == [transparent, opaqueRed, transparent, opaqueRed])
        // An image mask cannot itself be masked.
        #expect(mask.masking(grey) == nil)
    }

    @Test("drawing an image mask paints the fill colour through it")
    func drawMask() throws {
        let context = try #require(rgbaContext(nil, width: 4, height: 1))
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.draw(try #require(Self.mask([255, 0, 255, 0], width: 4)), in: CGRect(x: 0, y: 0, width: 4, height: 1))
        let image = try #require(context.makeImage())
        #expect((0..<4).map { pixel(image, $0, 0) } == [transparent, opaqueBlue, transparent, opaqueBlue])
    }

    @Test("the tab bar icon recipe: an RGBA image's own bytes made into a mask over a background")
    func tabBarRecipe() throws {
        // The icon, black on white, drawn in an RGBA bitmap (y up): a 2 × 2 square at the bottom left of 4 × 4.
        let icon = try #require(rgbaContext(nil, width: 4, height: 4))
        icon.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
        icon.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        icon.setFillColor(red: 0, green: 0, blue: 0, alpha: 1)
        icon.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let bw = try #require(icon.makeImage())
        let bytes = try #require(bw.dataProvider)
        let mask = try #require(CGImage(maskWidth: bw.width, height: bw.height, bitsPerComponent: bw.bitsPerComponent,
                                        bitsPerPixel: bw.bitsPerPixel, bytesPerRow: bw.bytesPerRow,
                                        provider: bytes, decode: nil, shouldInterpolate: true))
        let background = try #require(rgbaContext(nil, width: 4, height: 4))
        background.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        background.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        let backgroundImage = try #require(background.makeImage())
        let tinted = try #require(backgroundImage.masking(mask))
        // Memory rows 2 and 3 are the bottom of a y-up picture: the icon's square.
        #expect(pixel(tinted, 0, 3) == opaqueBlue && pixel(tinted, 1, 2) == opaqueBlue)
        #expect(pixel(tinted, 3, 3) == transparent && pixel(tinted, 0, 0) == transparent)
    }

    /// Article 02's tab bar icon, in the article's own steps: the icon's alpha
    /// clipped into a black-on-white RGBA bitmap, that bitmap's bytes made an
    /// image mask, the mask applied to a grey background, the result drawn.
    static func tabBarIcon(_ startImage: UIImage, background: UIColor) -> UIImage? {
        guard let startCGImage = startImage.cgImage, let space = startCGImage.colorSpace else { return nil }
        let imageRect = CGRect(x: 0, y: 0, width: startCGImage.width, height: startCGImage.height)
        guard let context = CGContext(data: nil, width: Int(imageRect.width), height: Int(imageRect.height), bitsPerComponent: 8,
                                      bytesPerRow: 0, space: space, bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        else { return nil }
        context.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
        context.fill(imageRect)
        context.clip(to: imageRect, mask: startCGImage)
        context.setFillColor(red: 0, green: 0, blue: 0, alpha: 1)
        context.fill(imageRect)
        guard let newCGImage = context.makeImage() else { return nil }
        let bwImage = UIImage(cgImage: newCGImage, scale: startImage.scale, orientation: startImage.imageOrientation)

        let backgroundImage = UIGraphicsImageRenderer(size: startImage.size).image { _ in
            background.setFill()
            UIRectFill(CGRect(origin: .zero, size: startImage.size))
        }
        guard let bw = bwImage.cgImage, let provider = bw.dataProvider,
              let imageMask = CGImage(maskWidth: bw.width, height: bw.height, bitsPerComponent: bw.bitsPerComponent,
                                      bitsPerPixel: bw.bitsPerPixel, bytesPerRow: bw.bytesPerRow, provider: provider,
                                      decode: nil, shouldInterpolate: true),
              let tabBarImageRef = backgroundImage.cgImage?.masking(imageMask) else { return nil }
        let tabBarImage = UIImage(cgImage: tabBarImageRef, scale: startImage.scale, orientation: startImage.imageOrientation)
        let targetSize = CGSize(width: startImage.size.width + 4, height: startImage.size.height + 4)
        UIGraphicsBeginImageContextWithOptions(targetSize, false, startImage.scale)
        tabBarImage.draw(in: CGRect(x: targetSize.width / 2 - startImage.size.width / 2,
                                    y: targetSize.height / 2 - startImage.size.height / 2,
                                    width: startImage.size.width, height: startImage.size.height))
        let resultImage = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        return resultImage
    }

    @Test("the tab bar article's icon steps, written as the article writes them, keep the icon's shape upright")
    func tabBarArticleShape() throws {
        // An icon whose top half is opaque (any colour), 6 × 6 points.
        let icon = UIGraphicsImageRenderer(size: CGSize(width: 6, height: 6)).image { _ in
            UIColor.orange.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 6, height: 3))
        }
        let result = try #require(Self.tabBarIcon(icon, background: .gray))
        #expect(result.size == CGSize(width: 10, height: 10))
        let grey = Pixel(red: 128, green: 128, blue: 128, alpha: 255)
        #expect(pixel(result, 4, 3) == grey && pixel(result, 4, 6) == transparent && pixel(result, 0, 3) == transparent)
    }

    @Test("an image's data provider holds its pixels in its own layout")
    func dataProviderLayout() throws {
        let context = try #require(rgbaContext(nil, width: 2, height: 1))
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let image = try #require(context.makeImage())
        let bytes = try #require(image.dataProvider?.data.map { $0 as Data })
        #expect(Array(bytes) == [255, 0, 0, 255, 0, 0, 0, 0])
        #expect(image.bytesPerRow == 8 && image.bitsPerPixel == 32)
    }

    @Test("images from bytes: packed RGB, straight alpha premultiplied, BGRA little-endian")
    func imagesFromBytes() throws {
        func image(_ bytes: [UInt8], bitsPerPixel: Int, info: UInt32) -> CGImage? {
            CGImage(width: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: bitsPerPixel, bytesPerRow: bitsPerPixel / 8,
                    space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(rawValue: info),
                    provider: CGDataProvider(data: Data(bytes) as CFData)!, decode: nil, shouldInterpolate: true,
                    intent: .defaultIntent)
        }
        #expect(pixel(image([10, 20, 30], bitsPerPixel: 24, info: CGImageAlphaInfo.none.rawValue), 0, 0)
                == Pixel(red: 10, green: 20, blue: 30, alpha: 255))
        #expect(pixel(image([255, 0, 0, 128], bitsPerPixel: 32, info: CGImageAlphaInfo.last.rawValue), 0, 0)
                == Pixel(red: 128, green: 0, blue: 0, alpha: 128))
        let little = CGBitmapInfo.byteOrder32Little.rawValue | CGImageAlphaInfo.premultipliedFirst.rawValue
        #expect(pixel(image([30, 20, 10, 255], bitsPerPixel: 32, info: little), 0, 0) == Pixel(red: 10, green: 20, blue: 30, alpha: 255))
        // 16-bit components, a pixel size that does not fit the layout, and float components are not read.
        #expect(image([0, 0, 0, 0], bitsPerPixel: 24, info: CGImageAlphaInfo.last.rawValue) == nil)
        #expect(image([0, 0, 0, 0], bitsPerPixel: 32, info: CGBitmapInfo.floatComponents.rawValue) == nil)
    }

    @Test("bad sizes, strides and short providers give nil before any byte is read")
    func badInput() throws {
        let provider = try #require(CGDataProvider(data: Data(count: 64) as CFData))
        func mask(_ width: Int, _ height: Int, bpc: Int = 8, bpp: Int = 8, row: Int) -> CGImage? {
            CGImage(maskWidth: width, height: height, bitsPerComponent: bpc, bitsPerPixel: bpp, bytesPerRow: row,
                    provider: provider, decode: nil, shouldInterpolate: true)
        }
        #expect(mask(8, 8, row: 8) != nil)
        #expect(mask(8, 9, row: 8) == nil, "one row more than the provider holds")
        #expect(mask(8, 8, row: 7) == nil, "a stride shorter than a row")
        #expect(mask(0, 8, row: 8) == nil && mask(-1, 8, row: 8) == nil && mask(8, -3, row: 8) == nil)
        #expect(mask(100_000, 100_000, row: 100_000) == nil, "past the pixel limit")
        #expect(mask(2, 2, row: Int.max / 2) == nil, "rows whose span overflows")
        #expect(mask(8, 8, bpc: 3, bpp: 3, row: 8) == nil && mask(8, 8, bpc: 8, bpp: 4, row: 8) == nil)
        #expect(mask(8, 8, bpc: 8, bpp: 12, row: 8) == nil && mask(8, 8, bpc: 8, bpp: 64, row: 64) == nil)
        #expect(mask(8, 7, bpc: 8, bpp: 8, row: 9) != nil, "the last row needs no padding")
        #expect(CGImage(width: 8, height: 9, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 8, space: CGColorSpaceCreateDeviceGray(),
                        bitmapInfo: [], provider: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent) == nil)
        let byte: [UInt8] = [0]
        byte.withUnsafeBytes { raw in
            #expect(CGDataProvider(dataInfo: nil, data: raw.baseAddress!, size: -1, releaseData: nil) == nil)
            #expect(CGDataProvider(dataInfo: nil, data: raw.baseAddress!, size: CGDataProvider.maximumLength + 1, releaseData: nil) == nil)
        }
    }
}
