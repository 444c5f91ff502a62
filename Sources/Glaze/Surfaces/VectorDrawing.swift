internal import CGlazeCairo
import Foundation

/// The drawing behind a vector ``Image``: run again, into a fresh recording, each
/// time the image is drawn into a document, so that PDF and SVG get the paths
/// and not the pixels.
///
/// Each use records anew rather than sharing one Cairo recording surface: Cairo
/// builds a recording's index lazily while replaying it, which two threads
/// replaying the same surface would race on.
struct VectorDrawing: Sendable {
    /// The size of the canvas the body draws on.
    let canvasSize: CGSize
    /// The part of that canvas the image shows, in its points.
    let viewport: CGRect
    /// The raster image's scale, which the body's canvas reports.
    let scale: CGFloat
    let body: @Sendable (Canvas) throws -> Void

    /// The drawing limited to `rect` of this image's points.
    func cropped(to rect: CGRect) -> VectorDrawing {
        VectorDrawing(canvasSize: canvasSize,
                      viewport: rect.offsetBy(dx: viewport.minX, dy: viewport.minY),
                      scale: scale, body: body)
    }

    /// Records the drawing for a canvas of `kind`, which is what the body sees.
    /// - Throws: a ``GlazeError`` from the drawing; any other error it throws is
    ///   reported as an invalid drawing.
    func record(for kind: SurfaceKind) throws(GlazeError) -> RecordingSurface {
        let recording = try RecordingSurface(size: viewport.size)
        do {
            let canvas = try Canvas(target: recording.handle, kind: kind, size: canvasSize, scale: scale,
                                    owner: recording)
            try canvas.translateBy(x: -viewport.minX, y: -viewport.minY)
            try body(canvas)
            try canvas.finish()
        } catch let error as GlazeError {
            throw error
        } catch {
            throw GlazeError(.invalidArgument(name: "vector image", value: "its drawing",
                                   reason: "threw when replayed into a \(kind.rawValue) document: \(error)"))
        }
        return recording
    }
}

/// A Cairo recording surface with bounded extents, owned by one use of a vector image.
final class RecordingSurface: PatternSource {
    let handle: OpaquePointer
    let size: CGSize

    init(size: CGSize) throws(GlazeError) {
        var extents = cairo_rectangle_t(x: 0, y: 0, width: size.width, height: size.height)
        self.handle = try checkedSurface(cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents)!,
                                         "create a recording surface")
        self.size = size
    }

    deinit {
        cairo_surface_destroy(handle)
    }
}

/// A Cairo surface whose alpha can cut drawing: an image, a recording, or a
/// transparency layer's drawing.
protocol MaskSource: AnyObject {
    var handle: OpaquePointer { get }
}

/// A Cairo surface an image pattern is made from: pixels or a recording, sized in points.
protocol PatternSource: MaskSource {
    var size: CGSize { get }
}

extension ImageSurface: PatternSource {}
