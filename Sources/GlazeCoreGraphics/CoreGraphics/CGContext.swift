import Foundation
import Glaze

/// A Core Graphics drawing context over a Glaze canvas, with Apple's names,
/// signatures and coordinate systems.
///
/// - A bitmap context made with
///   ``init(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)``
///   has its origin at the bottom left with y up, and keeps its pixels in
///   Apple's byte layout in ``data``.
/// - The context of a `UIGraphicsImageRenderer` is flipped: origin at the top
///   left, y down, in points, as in UIKit.
///
/// ```swift
/// let context = CGContext(data: nil, width: 64, height: 64, bitsPerComponent: 8, bytesPerRow: 0,
///                         space: CGColorSpaceCreateDeviceRGB(),
///                         bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
/// context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
/// context.fill(CGRect(x: 0, y: 0, width: 64, height: 32))  // the bottom half
/// let image = context.makeImage()
/// ```
///
/// As in Core Graphics, drawing calls do not throw: a call Glaze rejects (a
/// non-finite coordinate, a singular transform) draws nothing and leaves its
/// error in ``lastError``.
public final class CGContext {
    package let canvas: Canvas
    /// The surface the canvas draws on, for contexts that own their pixels;
    /// replaced by a copy when drawing goes on while an image shares it
    /// (``unshare()``, the one place that does).
    var surface: ImageSurface?
    /// The image made from ``surface`` without a copy, while it lives: the
    /// context moves to a copy before it changes those pixels again.
    weak var sharingImage: Image?
    /// The memory of a bitmap context, in the port's layout.
    let bitmap: BitmapMemory?
    /// Maps the canvas's own space (points, y down) to Core Graphics' device
    /// space (pixels, y up), for ``ctm``.
    let baseToDevice: CGAffineTransform
    /// The context's base space as the canvas first had it (origin at the top
    /// left, y down, in points): where pattern colours tile from.
    let patternSpace: CGAffineTransform
    /// Whether user space starts with y up (bitmap contexts) rather than
    /// down (flipped UIKit contexts).
    let isYUp: Bool
    /// +1 when a positive shadow height moves the shadow down (flipped UIKit
    /// contexts), -1 when it moves it up (bitmap contexts).
    var shadowDirection: CGFloat { isYUp ? -1 : 1 }
    /// The colour space of the pixels.
    public let colorSpace: CGColorSpace?
    /// The layout bits of the bitmap.
    public let bitmapInfo: CGBitmapInfo

    var gstate = GraphicsState()
    var savedGStates: [GraphicsState] = []
    /// Whether the context allows antialiasing at all: not part of the
    /// graphics state, so saving and restoring leave it alone.
    var allowsAntialiasing = true
    /// For each open transparency layer, how many states were saved when it began.
    var layerDepths: [Int] = []
    /// The current path, in the canvas's own space: Core Graphics maps each point
    /// through the transform in effect when it is added.
    var currentPath = Path()

    /// The most recent error a drawing call met (and, as in Core Graphics, skipped).
    public private(set) var lastError: GlazeError?

    init(canvas: Canvas, surface: ImageSurface?, bitmap: BitmapMemory?, yUp: Bool, colorSpace: CGColorSpace?,
         bitmapInfo: CGBitmapInfo) {
        self.canvas = canvas
        self.surface = surface
        self.bitmap = bitmap
        self.colorSpace = colorSpace
        self.bitmapInfo = bitmapInfo
        let scale = canvas.scale, height = canvas.size.height
        baseToDevice = CGAffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: 0, ty: height * scale)
        isYUp = yUp
        patternSpace = CGAffineTransform(canvas.transform)
        if yUp {
            // A finite translation and a scale of -1 cannot fail.
            try? canvas.translateBy(x: 0, y: height)
            try? canvas.scaleBy(x: 1, y: -1)
        }
    }

    /// A bitmap context drawing into `data` (or into memory it allocates when
    /// `data` is `nil`), with its origin at the bottom left and y up.
    ///
    /// Supported layouts are Apple's 8-bit ones: RGB with `premultipliedLast`
    /// (RGBA in memory), `premultipliedFirst` (ARGB), `noneSkipLast`,
    /// `noneSkipFirst`, each with the default, `byteOrder32Big` or
    /// `byteOrder32Little` order (`premultipliedFirst` little-endian is BGRA);
    /// grey with no alpha; and `alphaOnly`. Other combinations return `nil`, as
    /// do sizes beyond Glaze's `InputLimits.standard`.
    ///
    /// `data` must stay valid for the context's life, as in Core Graphics. Glaze
    /// copies the whole bitmap in and out of it around each drawing call, so
    /// memory written between calls is drawn over as Apple's would be.
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                             bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        guard let layout = BitmapMemory.layout(bitsPerComponent: bitsPerComponent, space: space, bitmapInfo: bitmapInfo),
              let memory = BitmapMemory(data: data, width: width, height: height, bytesPerRow: bytesPerRow, layout: layout),
              let surface = try? ImageSurface(pixelWidth: width, pixelHeight: height),
              let canvas = try? surface.makeCanvas() else { return nil }
        memory.load(into: surface)
        self.init(canvas: canvas, surface: surface, bitmap: memory, yUp: true,
                       colorSpace: layout == .alpha ? nil : space, bitmapInfo: CGBitmapInfo(rawValue: bitmapInfo))
    }

    /// The bitmap's memory, in the layout it was made with; `nil` for contexts
    /// that are not bitmap contexts (a renderer's, a canvas's).
    public var data: UnsafeMutableRawPointer? { bitmap?.bytes }
    /// The width in pixels.
    public var width: Int { bitmap?.width ?? Int((canvas.size.width * canvas.scale).rounded()) }
    /// The height in pixels.
    public var height: Int { bitmap?.height ?? Int((canvas.size.height * canvas.scale).rounded()) }
    /// Bytes from one row of ``data`` to the next (0 without ``data``).
    public var bytesPerRow: Int { bitmap?.bytesPerRow ?? 0 }
    /// Bits per component (8).
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel.
    public var bitsPerPixel: Int { (bitmap?.layout.bytesPerPixel ?? 4) * 8 }
    /// Where the bitmap keeps alpha.
    public var alphaInfo: CGImageAlphaInfo {
        CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue) ?? .premultipliedFirst
    }

    /// Runs one drawing call: the bitmap's memory is copied in first and out
    /// after, and an error is kept in ``lastError`` instead of thrown.
    func perform(_ body: (Canvas) throws(GlazeError) -> Void) {
        guard !gstate.isCollapsed, unshare() else { return }
        if let bitmap, let surface { bitmap.load(into: surface) }
        // Antialiasing needs both switches on; the state may have been restored
        // since either was set, so it is applied where drawing happens.
        canvas.isAntialiased = gstate.shouldAntialias && allowsAntialiasing
        do {
            try body(canvas)
        } catch {
            lastError = error
        }
        if let bitmap, let surface { bitmap.store(from: surface) }
    }

    /// Records an error met outside a drawing call.
    func record(_ error: GlazeError) {
        lastError = error
    }
}

/// What Core Graphics keeps in a graphics state beyond what the canvas keeps
/// (transform, clip, alpha, blend mode, shadow).
struct GraphicsState {
    var fillColor: CGColor = .black
    var strokeColor: CGColor = .black
    var lineWidth: CGFloat = 1
    var lineCap: CGLineCap = .butt
    var lineJoin: CGLineJoin = .miter
    var miterLimit: CGFloat = 10
    var dashPhase: CGFloat = 0
    var dashLengths: [CGFloat] = []
    var interpolationQuality: CGInterpolationQuality = .default
    /// Whether drawing should be antialiased (`setShouldAntialias`).
    var shouldAntialias = true
    /// Whether a refused transform has collapsed user space to nothing.
    var isCollapsed = false

    /// The line style with `lineWidth` in place of a width of zero, and no
    /// dash for a pattern Core Graphics ignores (all zeros, or a negative or
    /// non-finite length).
    func strokeStyle(hairline: CGFloat) -> StrokeStyle {
        let dasher = CGPathDasher(phase: dashPhase, lengths: dashLengths)
        return StrokeStyle(lineWidth: lineWidth == 0 ? hairline : lineWidth, cap: lineCap.glaze, join: lineJoin.glaze,
                           miterLimit: miterLimit, dash: dasher == nil ? [] : dashLengths,
                           dashPhase: dasher == nil || !dashPhase.isFinite ? 0 : dashPhase)
    }
}
