import Foundation

extension Image {
    /// Decodes a PNG or a JPEG held in memory, whichever its first bytes say it
    /// is; see ``ImageSurface/init(data:scale:source:limits:)``.
    public convenience init(data: Data, scale: CGFloat = 1, source: String = "data",
                            limits: InputLimits = .standard) throws(GlazeError) {
        self.init(owning: try ImageSurface(data: data, scale: scale, source: source, limits: limits))
    }

    /// Reads a PNG or JPEG file, within `limits`; see ``ImageSurface/init(contentsOf:scale:limits:)``.
    ///
    /// ```swift
    /// let photo = try Image(contentsOf: URL(fileURLWithPath: "header.jpg"), scale: 2)
    /// ```
    public convenience init(contentsOf url: URL, scale: CGFloat = 1, limits: InputLimits = .standard) throws(GlazeError) {
        self.init(owning: try ImageSurface(contentsOf: url, scale: scale, limits: limits))
    }

    /// Reads a PNG file; ``init(contentsOf:scale:limits:)`` reads PNG and JPEG alike.
    @available(*, deprecated, renamed: "init(contentsOf:scale:limits:)")
    public convenience init(contentsOfPNG url: URL, scale: CGFloat = 1, limits: InputLimits = .standard) throws(GlazeError) {
        self.init(owning: try ImageSurface(pngData: try limits.readFile(at: url), scale: scale, source: url.path, limits: limits))
    }

    /// Reads a JPEG file; ``init(contentsOf:scale:limits:)`` reads PNG and JPEG alike.
    @available(*, deprecated, renamed: "init(contentsOf:scale:limits:)")
    public convenience init(contentsOfJPEG url: URL, scale: CGFloat = 1, limits: InputLimits = .standard) throws(GlazeError) {
        self.init(owning: try ImageSurface(jpegData: try limits.readFile(at: url), scale: scale, source: url.path, limits: limits))
    }
}
