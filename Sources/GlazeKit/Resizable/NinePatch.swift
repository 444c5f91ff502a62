import Foundation
import Glaze

/// An Android nine-patch: an image whose one-pixel border marks where it stretches
/// (black runs on the top and left edges, as many as needed) and where content goes
/// (one black run each on the bottom and right edges).
///
/// ```swift
/// let patch = NinePatch(button, contentInsets: EdgeInsets(top: 4, left: 8, bottom: 4, right: 8))
/// try patch.writePNG(to: URL(fileURLWithPath: "button.9.png"))
/// let back = try NinePatch(contentsOf: URL(fileURLWithPath: "button.9.png"))
/// ```
public struct NinePatch: Hashable, Sendable {
    /// The picture, without its border.
    public let image: Image
    /// The stretchable column ranges, in pixels of ``image``.
    public let horizontalStretches: [Range<Int>]
    /// The stretchable row ranges, in pixels of ``image``.
    public let verticalStretches: [Range<Int>]
    /// Where content sits, as distances from each edge in pixels of ``image``.
    public let contentPadding: (top: Int, left: Int, bottom: Int, right: Int)

    let grid: SliceGrid

    /// A nine-patch of `resizable`: its caps become the stretch marks and
    /// `contentInsets` (the caps when `nil`) the content marks.
    /// - Throws: `GlazeError.Code.invalidArgument` when a content
    ///   inset is negative, not finite, off the pixel grid, or leaves no content area.
    public init(_ resizable: ResizableImage, contentInsets: EdgeInsets? = nil) throws(GlazeError) {
        let image = resizable.image
        let caps = try ResizableImage.pixelInsets(resizable.capInsets, of: image)
        let content = try contentInsets.map { insets throws(GlazeError) in
            try ResizableImage.pixelInsets(insets, of: image, kind: "content")
        } ?? caps
        let w = image.pixelWidth, h = image.pixelHeight
        self.image = image
        horizontalStretches = [caps.left..<(w - caps.right)]
        verticalStretches = [caps.top..<(h - caps.bottom)]
        contentPadding = content
        grid = resizable.grid
    }

    /// Reads a `.9.png` held in memory, within `limits`.
    /// - Throws: ``NinePatchError`` naming what is wrong with the border (more
    ///   stretch runs on an edge than `limits.maximumStretchRuns` among them), or
    ///   ``NinePatchError/Code-swift.struct/image`` with Glaze's reason when the data is
    ///   not a PNG or is larger than `limits` allow.
    public init(pngData: Data, scale: CGFloat = 1, limits: InputLimits = .standard) throws(NinePatchError) {
        try self.init(bordered: Self.read { () throws(GlazeError) in try Image(pngData: pngData, scale: scale, limits: limits) },
                      limits: limits)
    }

    /// Reads a `.9.png` file, within `limits`; see ``init(pngData:scale:limits:)``.
    public init(contentsOf url: URL, scale: CGFloat = 1, limits: InputLimits = .standard) throws(NinePatchError) {
        // A nine-patch is a PNG whatever its name says, so the PNG reader, not the sniffing one.
        try self.init(bordered: Self.read { () throws(GlazeError) in
            try Image(pngData: try limits.readFile(at: url), scale: scale, source: url.path, limits: limits)
        }, limits: limits)
    }

    /// The bordered image `body` reads, its failure as ``NinePatchError/Code-swift.struct/image``.
    private static func read(_ body: () throws(GlazeError) -> Image) throws(NinePatchError) -> Image {
        do {
            return try body()
        } catch {
            throw NinePatchError(.image(error))
        }
    }

    private init(bordered: Image, limits: InputLimits) throws(NinePatchError) {
        let w = bordered.pixelWidth, h = bordered.pixelHeight
        guard w >= 3, h >= 3 else { throw NinePatchError(.tooSmall(pixelWidth: w, pixelHeight: h)) }
        // The border, read once: top and bottom rows, left and right columns.
        let border = bordered.withPixels { p in
            (top: (0..<w).map { p[$0, 0] }, bottom: (0..<w).map { p[$0, h - 1] },
             left: (0..<h).map { p[0, $0] }, right: (0..<h).map { p[w - 1, $0] })
        }
        func mark(_ p: Pixel, _ x: Int, _ y: Int) throws(NinePatchError) -> Bool {
            if p.alpha == 0 { return false }
            if p == Pixel(red: 0, green: 0, blue: 0, alpha: 255) { return true }
            throw NinePatchError(.borderColor(x: x, y: y, found: p))
        }
        for (p, x, y) in [(border.top[0], 0, 0), (border.top[w - 1], w - 1, 0),
                          (border.bottom[0], 0, h - 1), (border.bottom[w - 1], w - 1, h - 1)] where try mark(p, x, y) {
            throw NinePatchError(.markedCorner(x: x, y: y))
        }
        var marks = (top: [Bool](), left: [Bool](), bottom: [Bool](), right: [Bool]())
        for x in 1..<(w - 1) {
            marks.top.append(try mark(border.top[x], x, 0))
            marks.bottom.append(try mark(border.bottom[x], x, h - 1))
        }
        for y in 1..<(h - 1) {
            marks.left.append(try mark(border.left[y], 0, y))
            marks.right.append(try mark(border.right[y], w - 1, y))
        }
        let horizontal = Self.runs(marks.top), vertical = Self.runs(marks.left)
        guard !horizontal.isEmpty else { throw NinePatchError(.noStretchMarks(edge: .top)) }
        guard !vertical.isEmpty else { throw NinePatchError(.noStretchMarks(edge: .left)) }
        // Each run adds a row or column of cells, each its own image: bound them.
        for (edge, runs) in [(NinePatchError.Edge.top, horizontal), (.left, vertical)] where runs.count > limits.maximumStretchRuns {
            throw NinePatchError(.tooManyStretchRuns(edge: edge, runs: runs.count, limit: limits.maximumStretchRuns))
        }
        let contentColumns = try Self.contentRun(marks.bottom, edge: .bottom) ?? (horizontal[0].lowerBound..<horizontal[horizontal.count - 1].upperBound)
        let contentRows = try Self.contentRun(marks.right, edge: .right) ?? (vertical[0].lowerBound..<vertical[vertical.count - 1].upperBound)
        do {
            let content = try bordered.cropped(toPixels: (x: 1, y: 1, width: w - 2, height: h - 2))
            image = content
            horizontalStretches = horizontal
            verticalStretches = vertical
            contentPadding = (contentRows.lowerBound, contentColumns.lowerBound,
                              content.pixelHeight - contentRows.upperBound, content.pixelWidth - contentColumns.upperBound)
            grid = try SliceGrid(image: content, columns: SliceAxis(total: content.pixelWidth, stretches: horizontal),
                                 rows: SliceAxis(total: content.pixelHeight, stretches: vertical))
        } catch {
            throw NinePatchError(.image(error))
        }
    }

    /// The black runs of one border edge, as pixel ranges of the inner image.
    private static func runs(_ marks: [Bool]) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var start: Int?
        for (index, marked) in (marks + [false]).enumerated() {
            if marked, start == nil { start = index }
            if !marked, let s = start {
                runs.append(s..<index)
                start = nil
            }
        }
        return runs
    }

    private static func contentRun(_ marks: [Bool], edge: NinePatchError.Edge) throws(NinePatchError) -> Range<Int>? {
        let found = runs(marks)
        guard found.count <= 1 else { throw NinePatchError(.splitContentMarks(edge: edge, runs: found.count)) }
        return found.first
    }

    /// The content area as insets in points.
    public var contentInsets: EdgeInsets {
        let s = image.scale
        return EdgeInsets(top: CGFloat(contentPadding.top) / s, left: CGFloat(contentPadding.left) / s,
                          bottom: CGFloat(contentPadding.bottom) / s, right: CGFloat(contentPadding.right) / s)
    }

    /// The same picture as a ``ResizableImage``, when it has one stretch run on
    /// each axis (the only kind UIKit-style caps can describe), else `nil`.
    public var resizableImage: ResizableImage? {
        guard horizontalStretches.count == 1, verticalStretches.count == 1 else { return nil }
        let h = horizontalStretches[0], v = verticalStretches[0], s = image.scale
        let insets = EdgeInsets(top: CGFloat(v.lowerBound) / s, left: CGFloat(h.lowerBound) / s,
                                bottom: CGFloat(image.pixelHeight - v.upperBound) / s,
                                right: CGFloat(image.pixelWidth - h.upperBound) / s)
        return try? ResizableImage(image: image, capInsets: insets)
    }

    /// Draws the picture stretched to `rect`: fixed runs keep their size and the
    /// stretchable runs share the rest in proportion to their own sizes, as Android does.
    public func draw(in rect: CGRect, on canvas: Canvas) throws {
        try grid.draw(in: rect, on: canvas, filling: .stretch, blendMode: nil, alpha: 1)
    }

    /// The picture with its one-pixel border of marks, as `.9.png` bytes at the
    /// default PNG compression.
    public func pngData() throws -> Data {
        try pngData(compression: .default)
    }

    /// The picture with its one-pixel border of marks, as `.9.png` bytes
    /// compressed as `compression` asks.
    public func pngData(compression: PNGCompression) throws -> Data {
        let w = image.pixelWidth, h = image.pixelHeight
        let bordered = try ImageSurface(pixelWidth: w + 2, pixelHeight: h + 2)
        let black = Pixel(red: 0, green: 0, blue: 0, alpha: 255)
        image.withPixels { source in
            bordered.withMutablePixels { out in
                for y in 0..<h {
                    let from = source.row(y), to = out.row(y + 1)
                    for x in 0..<w { to[x + 1] = from[x] }
                }
                for range in horizontalStretches { for x in range { out[x + 1, 0] = black } }
                for range in verticalStretches { for y in range { out[0, y + 1] = black } }
                for x in contentPadding.left..<(w - contentPadding.right) { out[x + 1, h + 1] = black }
                for y in contentPadding.top..<(h - contentPadding.bottom) { out[w + 1, y + 1] = black }
            }
        }
        return try bordered.pngData(compression: compression)
    }

    /// Writes the `.9.png` file atomically.
    public func writePNG(to url: URL) throws {
        try Image(pngData: pngData()).writePNG(to: url)
    }

    /// Equal when they hold the same image object and the same marks.
    public static func == (lhs: NinePatch, rhs: NinePatch) -> Bool {
        lhs.image == rhs.image && lhs.horizontalStretches == rhs.horizontalStretches
            && lhs.verticalStretches == rhs.verticalStretches && lhs.contentInsets == rhs.contentInsets
    }

    /// Hashes the image's identity and the marks.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(image)
        hasher.combine(horizontalStretches)
        hasher.combine(verticalStretches)
        hasher.combine(contentInsets)
    }
}
