import Foundation
import Glaze

/// The memory behind a bitmap `CGContext` and the byte layout Apple gives it:
/// Glaze draws into its own ARGB32 surface and copies the pixels in and out of
/// this memory around every drawing call, so the memory always holds the
/// picture in the layout the port asked for.
final class BitmapMemory {
    /// Where each 8-bit component sits in a pixel.
    enum Layout: Equatable {
        /// Four bytes: red, green and blue at these offsets, alpha at its offset
        /// or `nil` for an unused byte.
        case rgb(red: Int, green: Int, blue: Int, alpha: Int?)
        /// One byte of grey, opaque.
        case gray
        /// One byte of alpha.
        case alpha

        var bytesPerPixel: Int {
            if case .rgb = self { return 4 }
            return 1
        }
    }

    let bytes: UnsafeMutableRawPointer
    private let ownsBytes: Bool
    let width: Int
    let height: Int
    let bytesPerRow: Int
    let layout: Layout

    /// The layout for Core Graphics' arguments, or `nil` for a combination that
    /// Apple refuses or Glaze does not support (16-bit and float components,
    /// unpremultiplied alpha, packed 24-bit RGB).
    static func layout(bitsPerComponent: Int, space: CGColorSpace, bitmapInfo: UInt32) -> Layout? {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        guard bitsPerComponent == 8, !info.contains(.floatComponents),
              let alpha = CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue) else { return nil }
        let order = info.intersection(.byteOrderMask)
        if alpha == .alphaOnly { return .alpha }
        switch space.model {
        case .pattern:
            return nil
        case .monochrome:
            return alpha == .none && order == .byteOrderDefault ? .gray : nil
        case .rgb:
            guard order == .byteOrderDefault || order == .byteOrder32Big || order == .byteOrder32Little else { return nil }
            // Component offsets in the order the alpha info names them (RGBA or
            // ARGB); a little-endian 32-bit word reverses them in memory.
            let named: [Int]
            switch alpha {
            case .premultipliedLast, .noneSkipLast: named = [0, 1, 2, 3]
            case .premultipliedFirst, .noneSkipFirst: named = [1, 2, 3, 0]
            default: return nil
            }
            let offsets = order == .byteOrder32Little ? named.map { 3 - $0 } : named
            let hasAlpha = alpha == .premultipliedLast || alpha == .premultipliedFirst
            return .rgb(red: offsets[0], green: offsets[1], blue: offsets[2], alpha: hasAlpha ? offsets[3] : nil)
        }
    }

    /// Memory for a `width`×`height` bitmap: the caller's `data`, or zeroed
    /// memory this object owns when `data` is `nil`. `nil` for sizes Apple or
    /// Glaze refuse.
    init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bytesPerRow: Int, layout: Layout) {
        guard Self.allows(pixelWidth: width, pixelHeight: height) else { return nil }
        let (minimumRow, rowOverflow) = width.multipliedReportingOverflow(by: layout.bytesPerPixel)
        let row = bytesPerRow == 0 ? minimumRow : bytesPerRow
        guard !rowOverflow, row >= minimumRow else { return nil }
        // The rows' stride, not the pixels, is what the memory spans: 64 rows
        // a gigabyte apart would be 64 GB.
        let (total, overflow) = row.multipliedReportingOverflow(by: height)
        guard !overflow, total <= Self.maximumBytes else { return nil }
        if let data {
            self.bytes = data
            self.ownsBytes = false
        } else {
            self.bytes = UnsafeMutableRawPointer.allocate(byteCount: total, alignment: 16)
            self.bytes.initializeMemory(as: UInt8.self, repeating: 0, count: total)
            self.ownsBytes = true
        }
        self.width = width
        self.height = height
        self.bytesPerRow = row
        self.layout = layout
    }

    deinit {
        if ownsBytes { bytes.deallocate() }
    }

    /// The most bytes a bitmap's memory may span: the largest image Glaze
    /// decodes (``InputLimits/maximumImagePixels``), at four bytes a pixel.
    static var maximumBytes: Int { InputLimits.standard.maximumImagePixels * 4 }

    /// Whether a bitmap of `pixelWidth` × `pixelHeight` is within the limits
    /// of a decoded image (``InputLimits/standard``): what bitmap contexts,
    /// image renderers and image contexts all keep to.
    static func allows(pixelWidth: Int, pixelHeight: Int) -> Bool {
        let limits = InputLimits.standard
        guard pixelWidth > 0, pixelHeight > 0, pixelWidth <= limits.maximumImageDimension,
              pixelHeight <= limits.maximumImageDimension else { return false }
        let (pixels, overflow) = pixelWidth.multipliedReportingOverflow(by: pixelHeight)
        return !overflow && pixels <= limits.maximumImagePixels
    }

    /// Copies the memory's pixels into `surface` (same size), premultiplied ARGB.
    func load(into surface: ImageSurface) {
        surface.withMutablePixels { pixels in
            for y in 0..<height {
                let source = bytes.advanced(by: y * bytesPerRow).assumingMemoryBound(to: UInt8.self)
                let row = pixels.row(y)
                switch layout {
                case let .rgb(r, g, b, a):
                    for x in 0..<width {
                        let p = source + x * 4
                        let alpha = a.map { UInt32(p[$0]) } ?? 255
                        // Premultiplied colours cannot exceed alpha; clamp bytes that do.
                        let red = min(UInt32(p[r]), alpha), green = min(UInt32(p[g]), alpha), blue = min(UInt32(p[b]), alpha)
                        row[x] = alpha << 24 | red << 16 | green << 8 | blue
                    }
                case .gray:
                    for x in 0..<width {
                        let level = UInt32(source[x])
                        row[x] = 0xFF00_0000 | level << 16 | level << 8 | level
                    }
                case .alpha:
                    for x in 0..<width { row[x] = UInt32(source[x]) << 24 }
                }
            }
        }
    }

    /// Copies `surface`'s pixels into the memory, in its layout.
    func store(from surface: ImageSurface) {
        surface.withPixels { store($0) }
    }

    /// Copies `pixels` (of the memory's size) into the memory, in its layout.
    func store(_ pixels: borrowing PixelBuffer) {
        for y in 0..<height {
            let target = bytes.advanced(by: y * bytesPerRow).assumingMemoryBound(to: UInt8.self)
            let row = pixels.row(y)
            switch layout {
            case let .rgb(r, g, b, a):
                for x in 0..<width {
                    let value = row[x], p = target + x * 4
                    p[r] = UInt8(truncatingIfNeeded: value >> 16)
                    p[g] = UInt8(truncatingIfNeeded: value >> 8)
                    p[b] = UInt8(truncatingIfNeeded: value)
                    p[a ?? 6 - r - g - b] = a == nil ? 255 : UInt8(truncatingIfNeeded: value >> 24)
                }
            case .gray:
                for x in 0..<width {
                    let value = row[x]
                    let red = (value >> 16) & 0xFF, green = (value >> 8) & 0xFF, blue = value & 0xFF
                    target[x] = UInt8((red * 299 + green * 587 + blue * 114 + 500) / 1000)
                }
            case .alpha:
                for x in 0..<width { target[x] = UInt8(truncatingIfNeeded: row[x] >> 24) }
            }
        }
    }
}
