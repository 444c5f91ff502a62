import Foundation
import Glaze
import GlazeCoreGraphics
import Testing

/// Bitmap contexts keep Apple's byte layouts in the caller's memory, with the
/// origin at the bottom left.
@Suite("Bitmap contexts")
struct BitmapContextTests {
    /// Fills the bottom row of a 2×2 context with translucent red (alpha 0.5)
    /// and returns the memory: the bottom row is the second in memory.
    func bottomRow(space: CGColorSpace, info: UInt32, bytesPerPixel: Int) -> [UInt8] {
        var memory = [UInt8](repeating: 0, count: 2 * 2 * bytesPerPixel)
        memory.withUnsafeMutableBytes { bytes in
            let context = CGContext(data: bytes.baseAddress, width: 2, height: 2, bitsPerComponent: 8,
                                    bytesPerRow: 2 * bytesPerPixel, space: space, bitmapInfo: info)!
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 0.5)
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        }
        return memory
    }

    @Test("premultipliedLast is RGBA in memory, and y = 0 is the last row")
    func premultipliedLast() {
        let memory = bottomRow(space: CGColorSpaceCreateDeviceRGB(), info: CGImageAlphaInfo.premultipliedLast.rawValue,
                               bytesPerPixel: 4)
        #expect(Array(memory[0..<8]) == [0, 0, 0, 0, 0, 0, 0, 0])
        #expect(Array(memory[8..<12]) == [128, 0, 0, 128])
    }

    @Test("premultipliedFirst is ARGB; with byteOrder32Little it is BGRA")
    func premultipliedFirst() {
        let argb = bottomRow(space: CGColorSpaceCreateDeviceRGB(), info: CGImageAlphaInfo.premultipliedFirst.rawValue,
                             bytesPerPixel: 4)
        #expect(Array(argb[8..<12]) == [128, 128, 0, 0])
        let bgra = bottomRow(space: CGColorSpaceCreateDeviceRGB(),
                             info: CGBitmapInfo.byteOrder32Little.rawValue | CGImageAlphaInfo.premultipliedFirst.rawValue,
                             bytesPerPixel: 4)
        #expect(Array(bgra[8..<12]) == [0, 0, 128, 128])
        let abgr = bottomRow(space: CGColorSpaceCreateDeviceRGB(),
                             info: CGBitmapInfo.byteOrder32Little.rawValue | CGImageAlphaInfo.premultipliedLast.rawValue,
                             bytesPerPixel: 4)
        #expect(Array(abgr[8..<12]) == [128, 0, 0, 128])
    }

    @Test("noneSkipLast is RGBX over an opaque black start; grey is one byte of luma; alphaOnly one byte of alpha")
    func opaqueAndSingleChannelLayouts() {
        let rgbx = bottomRow(space: CGColorSpaceCreateDeviceRGB(), info: CGImageAlphaInfo.noneSkipLast.rawValue,
                             bytesPerPixel: 4)
        // Half-transparent red over opaque black.
        #expect(Array(rgbx[8..<12]) == [128, 0, 0, 255])
        #expect(Array(rgbx[0..<4]) == [0, 0, 0, 255])
        let gray = bottomRow(space: CGColorSpaceCreateDeviceGray(), info: CGImageAlphaInfo.none.rawValue, bytesPerPixel: 1)
        #expect(gray == [0, 0, 38, 38])  // 0.299 × 128
        let alpha = bottomRow(space: CGColorSpaceCreateDeviceGray(), info: CGImageAlphaInfo.alphaOnly.rawValue,
                              bytesPerPixel: 1)
        #expect(alpha == [0, 0, 128, 128])
    }

    @Test("drawing lands on what the caller wrote into the memory between calls")
    func memoryWrittenBetweenCalls() {
        var memory = [UInt8](repeating: 0, count: 4)
        memory.withUnsafeMutableBytes { bytes in
            let context = rgbaContext(bytes.baseAddress, width: 1, height: 1)!
            bytes[0] = 255; bytes[3] = 255  // opaque red, written by hand
            context.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        // Cairo rounds 255 × (1 − 128/255) down: 127.
        #expect(memory == [127, 0, 128, 255])
    }

    @Test("the context reports its layout, and data: nil allocates zeroed memory it exposes")
    func properties() throws {
        let context = try #require(CGContext(data: nil, width: 3, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceRGB(),
                                             bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        #expect(context.width == 3 && context.height == 2 && context.bytesPerRow == 12)
        #expect(context.bitsPerComponent == 8 && context.bitsPerPixel == 32)
        #expect(context.alphaInfo == .premultipliedLast)
        #expect(context.ctm == .identity)
        let data = try #require(context.data).assumingMemoryBound(to: UInt8.self)
        #expect((0..<24).allSatisfy { data[$0] == 0 })
        context.setFillColor(gray: 1, alpha: 1)
        context.fill(CGRect(x: 2, y: 1, width: 1, height: 1))
        // (2, 1) in a y-up context of height 2 is the top row, third pixel.
        #expect([data[8], data[9], data[10], data[11]] == [255, 255, 255, 255])
    }

    @Test("layouts and sizes Core Graphics refuses give nil")
    func refusedLayouts() {
        let rgb = CGColorSpaceCreateDeviceRGB()
        #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                          bitmapInfo: CGImageAlphaInfo.last.rawValue) == nil)
        #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 16, bytesPerRow: 0, space: rgb,
                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 8, space: rgb,
                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(CGContext(data: nil, width: 0, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(CGContext(data: nil, width: 1 << 20, height: 1 << 20, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceGray(),
                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
    }

    @Test("makeImage snapshots the bitmap: grey images are grey, opaque layouts opaque")
    func makeImage() throws {
        let context = try #require(CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceGray(),
                                             bitmapInfo: CGImageAlphaInfo.none.rawValue))
        context.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 1, width: 2, height: 1))
        let image = try #require(context.makeImage())
        #expect(image.width == 2 && image.height == 2)
        #expect(image.colorSpace?.model == .monochrome)
        #expect(pixel(image, 0, 0) == Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(pixel(image, 0, 1) == Pixel(red: 0, green: 0, blue: 0, alpha: 255))
        // Drawing more does not change the snapshot.
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(pixel(image, 0, 1) == Pixel(red: 0, green: 0, blue: 0, alpha: 255))
    }

    @Test("a rejected call draws nothing and is kept in lastError; a singular transform draws nothing until restored")
    func rejectedCalls() throws {
        var memory = [UInt8](repeating: 0, count: 16)
        try memory.withUnsafeMutableBytes { bytes in
            let context = try #require(rgbaContext(bytes.baseAddress, width: 2, height: 2))
            #expect(context.lastError == nil)
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: CGFloat.nan, width: 2, height: 2))
            #expect(context.lastError != nil)
            context.saveGState()
            context.scaleBy(x: 0, y: 1)
            guard context.lastError?.code == .invalidArgument, let name = context.lastError?.argument else {
                Issue.record("expected an invalid argument, got \(String(describing: context.lastError))")
                return
            }
            #expect(name == "scale x")
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            #expect(bytes.allSatisfy { $0 == 0 })
            context.restoreGState()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        // Only the fill after the restore, at the bottom left.
        #expect(memory == [0, 0, 0, 0, 0, 0, 0, 0, 255, 0, 0, 255, 0, 0, 0, 0])
    }
}
