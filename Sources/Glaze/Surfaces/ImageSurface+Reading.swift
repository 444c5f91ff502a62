import Foundation

extension ImageSurface {
    /// Decodes a PNG or a JPEG held in memory, whichever its first bytes say it
    /// is; the result has `scale` pixels per point, and errors name `source`.
    ///
    /// - Throws: ``GlazeError/Code-swift.struct/unreadableImage`` for data that is
    ///   neither, and the errors of ``init(pngData:scale:source:limits:)`` and
    ///   ``init(jpegData:scale:source:limits:)``.
    public convenience init(data: Data, scale: CGFloat = 1, source: String = "data",
                            limits: InputLimits = .standard) throws(GlazeError) {
        switch ImageFormat(sniffing: data) {
        case .png: try self.init(pngData: data, scale: scale, source: source, limits: limits)
        case .jpeg: try self.init(jpegData: data, scale: scale, source: source, limits: limits)
        case nil: throw GlazeError(.unreadableImage(source: source, reason: Self.unknownFormat(data)))
        }
    }

    /// Reads and decodes a PNG or JPEG file, whichever its first bytes say it
    /// is, whatever its name; see ``init(data:scale:source:limits:)``.
    ///
    /// ```swift
    /// let icon = try ImageSurface(contentsOf: URL(fileURLWithPath: "star@2x.png"), scale: 2)
    /// ```
    /// - Throws: ``GlazeError/Code-swift.struct/fileAccess`` when the file cannot be
    ///   read or is not a regular file, ``GlazeError/Code-swift.struct/limitExceeded``
    ///   when it or its image is larger than `limits` allow, and
    ///   ``GlazeError/Code-swift.struct/unreadableImage`` when it is not a valid PNG or JPEG.
    public convenience init(contentsOf url: URL, scale: CGFloat = 1, limits: InputLimits = .standard) throws(GlazeError) {
        let data = try limits.readFile(at: url)
        try self.init(data: data, scale: scale, source: url.path, limits: limits)
    }

    /// Reads a PNG file; ``init(contentsOf:scale:limits:)`` reads PNG and JPEG alike.
    @available(*, deprecated, renamed: "init(contentsOf:scale:limits:)")
    public convenience init(contentsOfPNG url: URL, scale: CGFloat = 1, limits: InputLimits = .standard) throws(GlazeError) {
        try self.init(pngData: try limits.readFile(at: url), scale: scale, source: url.path, limits: limits)
    }

    /// Reads a JPEG file; ``init(contentsOf:scale:limits:)`` reads PNG and JPEG alike.
    @available(*, deprecated, renamed: "init(contentsOf:scale:limits:)")
    public convenience init(contentsOfJPEG url: URL, scale: CGFloat = 1, limits: InputLimits = .standard) throws(GlazeError) {
        try self.init(jpegData: try limits.readFile(at: url), scale: scale, source: url.path, limits: limits)
    }

    /// Why data with no known signature is refused, with its first bytes.
    private static func unknownFormat(_ data: Data) -> String {
        guard !data.isEmpty else { return "empty: neither a PNG nor a JPEG" }
        let head = data.prefix(8).map { String(format: "%02X", $0) }.joined(separator: " ")
        return "neither a PNG nor a JPEG (it starts with \(head))"
    }
}
