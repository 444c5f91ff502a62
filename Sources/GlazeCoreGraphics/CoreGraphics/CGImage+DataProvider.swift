import Foundation
import Glaze

/// The bytes an image was made from and the layout they were read in, which
/// the image reports back (``CGImage/dataProvider``, ``CGImage/bytesPerRow``).
struct ProvidedBytes: Sendable {
    let provider: CGDataProvider
    let bitsPerComponent: Int
    let bitsPerPixel: Int
    let bytesPerRow: Int
    let shouldInterpolate: Bool
    let intent: CGColorRenderingIntent
}

extension CGImage {
    /// An image of `provider`'s bytes read in the layout the arguments give,
    /// or `nil` for a layout Glaze does not read or bytes that do not hold it.
    ///
    /// Glaze reads 8-bit components: RGB with any alpha info (premultiplied or
    /// not, first or last, skipped, or none in 24 bits a pixel) in the default,
    /// `byteOrder32Big` or `byteOrder32Little` order, and grey with or without
    /// alpha. Each side and the pixel count must be within the limits of a
    /// bitmap context, `bytesPerRow` must hold a row, and the provider must
    /// hold every row (the last one need not be padded). `decode` maps each
    /// colour component's samples from 0...1 to the range its pair of values
    /// gives, as in Core Graphics. Images with 16-bit or floating-point
    /// components, alpha-only images and 1-, 2- or 4-bit grey give `nil`.
    public convenience init?(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
                             space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
                             decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard bitsPerComponent == 8, !bitmapInfo.contains(.floatComponents),
              let alpha = CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue),
              let layout = ProvidedPixelLayout(space: space, alpha: alpha, order: bitmapInfo.intersection(.byteOrderMask),
                                               bitsPerPixel: bitsPerPixel),
              let rows = ProvidedRows(width: width, height: height, bitsPerPixel: bitsPerPixel, bytesPerRow: bytesPerRow,
                                      available: provider.bytes.length) else { return nil }
        let ranges = decode.map { pointer in
            (0..<layout.colorOffsets.count).map { (pointer[2 * $0], pointer[2 * $0 + 1]) }
        }
        guard let pixels = try? rows.decode(provider.bytes, { row, x in layout.pixel(row + x * layout.bytesPerPixel, decode: ranges) })
        else { return nil }
        self.init(image: pixels, colorSpace: space, alphaInfo: alpha, bitmapInfo: bitmapInfo,
                  provided: ProvidedBytes(provider: provider, bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
                                          bytesPerRow: bytesPerRow, shouldInterpolate: shouldInterpolate, intent: intent))
    }

    /// An image mask of `provider`'s samples: where it is drawn or clips, a
    /// sample of 0 paints and a sample of 1 does not (samples are inverse
    /// alpha, as in Core Graphics); `decode`, two values, maps samples from
    /// 0...1 to another range first (`[1, 0]` inverts the mask).
    ///
    /// `bitsPerComponent` is 1, 2, 4 or 8, packed from the high bits of each
    /// byte. A `bitsPerPixel` larger than `bitsPerComponent` (a multiple of it,
    /// up to 32) steps over the rest of each pixel and reads its first
    /// component: the layout of a grey or RGBA image's bytes, which real code
    /// hands over as they are. Sizes, rows and the provider's length are checked
    /// as for other images: anything that does not fit gives `nil`.
    ///
    /// ```swift
    /// let mask = CGImage(maskWidth: icon.width, height: icon.height, bitsPerComponent: icon.bitsPerComponent,
    ///                    bitsPerPixel: icon.bitsPerPixel, bytesPerRow: icon.bytesPerRow,
    ///                    provider: icon.dataProvider!, decode: nil, shouldInterpolate: true)
    /// ```
    public convenience init?(maskWidth width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
                             provider: CGDataProvider, decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool) {
        guard [1, 2, 4, 8].contains(bitsPerComponent), bitsPerPixel >= bitsPerComponent, bitsPerPixel <= 32,
              bitsPerPixel % bitsPerComponent == 0,
              let rows = ProvidedRows(width: width, height: height, bitsPerPixel: bitsPerPixel, bytesPerRow: bytesPerRow,
                                      available: provider.bytes.length) else { return nil }
        let maximum = CGFloat((1 << bitsPerComponent) - 1)
        let range = decode.map { ($0[0], $0[1]) } ?? (0, 1)
        // Each possible sample's coverage, worked out once.
        let coverage: [UInt32] = (0...Int(maximum)).map { raw in
            let sample = range.0 + CGFloat(raw) / maximum * (range.1 - range.0)
            return UInt32(((1 - min(max(sample, 0), 1)) * 255).rounded()) << 24
        }
        guard let pixels = try? rows.decode(provider.bytes, { row, x in
            let bit = x * bitsPerPixel
            let byte = row[bit / 8]
            let shift = 8 - bitsPerComponent - bit % 8
            return coverage[Int(byte >> UInt8(shift)) & Int(maximum)]
        }) else { return nil }
        self.init(image: pixels, colorSpace: nil, alphaInfo: .none, bitmapInfo: [], isMask: true,
                  provided: ProvidedBytes(provider: provider, bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
                                          bytesPerRow: bytesPerRow, shouldInterpolate: shouldInterpolate, intent: .defaultIntent))
    }

    /// The image's bytes: the provider it was made from, or its pixels in the
    /// layout ``bitmapInfo``, ``bitsPerPixel`` and ``bytesPerRow`` describe,
    /// made the first time they are asked for and kept with the image.
    public var dataProvider: CGDataProvider? {
        if let provided { return provided.provider }
        return madeProvider.withLock { made in
            if made == nil { made = pixelBytes() }
            return made
        }
    }

    /// The pixels in the image's own layout.
    private func pixelBytes() -> CGDataProvider? {
        let layout = BitmapMemory.layout(bitsPerComponent: 8, space: colorSpace ?? .deviceGray, bitmapInfo: bitmapInfo.rawValue)
            ?? .rgb(red: 2, green: 1, blue: 0, alpha: 3)
        guard let memory = BitmapMemory(data: nil, width: width, height: height, bytesPerRow: 0, layout: layout) else { return nil }
        image.withPixels { memory.store($0) }
        return CGDataProvider(bytes: Data(bytes: memory.bytes, count: memory.bytesPerRow * height))
    }
}

/// The rows of a provider's bytes, checked to lie within them before any is read.
private struct ProvidedRows {
    let width: Int
    let height: Int
    let bytesPerRow: Int

    /// `nil` for a size a bitmap context may not have, a row stride shorter
    /// than a row, or bytes that end before the last row does.
    init?(width: Int, height: Int, bitsPerPixel: Int, bytesPerRow: Int, available: Int) {
        guard BitmapMemory.allows(pixelWidth: width, pixelHeight: height), bitsPerPixel > 0 else { return nil }
        let (bits, bitsOverflow) = width.multipliedReportingOverflow(by: bitsPerPixel)
        guard !bitsOverflow, bytesPerRow >= (bits + 7) / 8 else { return nil }
        let (before, overflow) = (height - 1).multipliedReportingOverflow(by: bytesPerRow)
        guard !overflow, before <= available, (bits + 7) / 8 <= available - before else { return nil }
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
    }

    /// The image whose pixel (x, y) is `pixel(row y's bytes, x)`, premultiplied ARGB.
    func decode(_ bytes: NSData, _ pixel: (UnsafePointer<UInt8>, Int) -> UInt32) throws -> Image {
        let surface = try ImageSurface(pixelWidth: width, pixelHeight: height)
        let base = bytes.bytes.assumingMemoryBound(to: UInt8.self)
        surface.withMutablePixels { out in
            for y in 0..<height {
                let row = base + y * bytesPerRow, target = out.row(y)
                for x in 0..<width { target[x] = pixel(row, x) }
            }
        }
        return Image(adopting: surface)
    }
}

/// Where the 8-bit components of a provided pixel are, and what they mean.
private struct ProvidedPixelLayout {
    /// Offsets of the colour components (three for RGB, one for grey).
    let colorOffsets: [Int]
    /// Offset of alpha, if the pixel has one.
    let alphaOffset: Int?
    /// Whether the colour components are already multiplied by alpha.
    let premultiplied: Bool
    let bytesPerPixel: Int

    init?(space: CGColorSpace, alpha: CGImageAlphaInfo, order: CGBitmapInfo, bitsPerPixel: Int) {
        let colors: Int
        switch space.model {
        case .rgb: colors = 3
        case .monochrome: colors = 1
        case .pattern: return nil
        }
        // Components in the order the alpha info names them; nil marks alpha,
        // -1 a skipped byte.
        let named: [Int?]
        switch alpha {
        case .none: named = Array(0..<colors)
        case .premultipliedLast, .last: named = Array(0..<colors) + [nil]
        case .premultipliedFirst, .first: named = [nil] + Array(0..<colors)
        case .noneSkipLast: named = Array(0..<colors) + [-1]
        case .noneSkipFirst: named = [-1] + Array(0..<colors)
        case .alphaOnly: return nil
        }
        guard bitsPerPixel == named.count * 8 else { return nil }
        let inMemory: [Int?]
        switch order {
        case .byteOrderDefault, .byteOrder32Big: inMemory = named
        case .byteOrder32Little where named.count == 4: inMemory = named.reversed()
        case .byteOrder16Little where named.count == 2: inMemory = named.reversed()
        case .byteOrder16Big where named.count == 2: inMemory = named
        default: return nil
        }
        colorOffsets = (0..<colors).map { component in inMemory.firstIndex { $0 == component }! }
        alphaOffset = inMemory.firstIndex { $0 == nil }
        premultiplied = alpha == .premultipliedLast || alpha == .premultipliedFirst
        bytesPerPixel = named.count
    }

    /// The premultiplied ARGB pixel at `p`, its colour samples mapped through
    /// `decode`'s ranges when given.
    func pixel(_ p: UnsafePointer<UInt8>, decode: [(CGFloat, CGFloat)]?) -> UInt32 {
        let alpha = alphaOffset.map { UInt32(p[$0]) } ?? 255
        var levels = colorOffsets.map { UInt32(p[$0]) }
        if let decode {
            for index in levels.indices {
                let (low, high) = decode[index]
                let value = low + CGFloat(levels[index]) / 255 * (high - low)
                levels[index] = UInt32((min(max(value, 0), 1) * 255).rounded())
            }
        }
        // Premultiplied colours cannot exceed alpha; straight ones are multiplied here.
        let colors = levels.map { premultiplied ? min($0, alpha) : ($0 * alpha + 127) / 255 }
        let (red, green, blue) = colors.count == 3 ? (colors[0], colors[1], colors[2]) : (colors[0], colors[0], colors[0])
        return alpha << 24 | red << 16 | green << 8 | blue
    }
}
