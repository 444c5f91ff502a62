import Foundation
import Glaze

/// One demo sheet: a page size and the code that draws it.
public struct Sheet: Sendable {
    /// The file name without extension, such as `core`.
    public var name: String
    /// The page size in points.
    public var size: CGSize
    /// Draws the page.
    public var draw: @Sendable (Canvas) throws -> Void

    /// Creates a sheet.
    public init(name: String, size: CGSize, draw: @escaping @Sendable (Canvas) throws -> Void) {
        self.name = name
        self.size = size
        self.draw = draw
    }

    /// Renders the sheet as a PNG file `NAME.png` in `directory` at `scale`.
    public func writePNG(to directory: URL, scale: CGFloat = 2) throws -> URL {
        let url = directory.appendingPathComponent("\(name).png")
        let image = try ImageSurface(size: size, scale: scale)
        try image.draw(draw)
        try image.writePNG(to: url)
        return url
    }
}

