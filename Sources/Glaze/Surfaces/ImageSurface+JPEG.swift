internal import CGlazeJPEG
import Foundation

extension ImageSurface {
    /// Decodes a JPEG held in memory that came from `source` (a path or URL,
    /// which errors name); the result has `scale` pixels per point.
    ///
    /// Baseline and progressive JPEGs in greyscale, YCbCr, RGB, CMYK and YCCK
    /// are read (libjpeg-turbo), to opaque ARGB32. The stored pixels are
    /// returned as stored: the EXIF orientation is not applied. A JPEG whose
    /// data ends early decodes with what it has, as browsers show it. The
    /// frame's size and scan count are checked against `limits` before any
    /// pixel is decoded.
    /// - Throws: ``GlazeError/Code-swift.struct/unreadableImage`` for data that is
    ///   not a JPEG or cannot be decoded, and
    ///   ``GlazeError/Code-swift.struct/limitExceeded`` for one
    ///   larger than `limits` allow.
    public convenience init(jpegData: Data, scale: CGFloat = 1, source: String = "data",
                            limits: InputLimits = .standard) throws(GlazeError) {
        try Validate.positive(scale, "scale")
        try InputLimits.check(jpegData.count, against: limits.maximumFileBytes, .dataBytes, in: source)
        guard let header = JPEGHeader(jpegData) else {
            throw GlazeError(.unreadableImage(source: source, reason: "not a JPEG: no start-of-image marker followed by a frame header"))
        }
        if let problem = header.problem { throw GlazeError(.unreadableImage(source: source, reason: "the JPEG \(problem)")) }
        try InputLimits.check(header.width, against: limits.maximumImageDimension, .width, in: source)
        try InputLimits.check(header.height, against: limits.maximumImageDimension, .height, in: source)
        try InputLimits.check(header.width * header.height, against: limits.maximumImagePixels, .pixels, in: source)
        try self.init(pixelWidth: header.width, pixelHeight: header.height, scale: scale)
        try decodeJPEG(jpegData, header: header, source: source)
    }

    /// Decodes `data` into this surface, whose size is the frame header's.
    private func decodeJPEG(_ data: Data, header: JPEGHeader, source: String) throws(GlazeError) {
        let tj = try Self.turboJPEG(source)
        guard let decoder = tj.init_decompress() else {
            throw GlazeError(.unreadableImage(source: source, reason: "libjpeg-turbo could not start a decoder"))
        }
        defer { _ = tj.destroy(decoder) }
        func failure(_ what: String) -> GlazeError {
            GlazeError(.unreadableImage(source: source, reason: "\(what): \(Self.reason(tj.get_error_str2(decoder)))"))
        }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let failed: Bool = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self).baseAddress!
            return tj.decompress_header3(decoder, bytes, UInt(raw.count), &width, &height, &subsampling, &colorspace) != 0
        }
        if failed { throw failure("the JPEG header cannot be read") }
        // libjpeg's own reading of the header must agree with the walk the limits were checked on.
        guard Int(width) == pixelWidth, Int(height) == pixelHeight else {
            throw GlazeError(.unreadableImage(source: source, reason: "the JPEG's frame headers disagree about its size"))
        }
        let flags = TJFLAG_ACCURATEDCT | TJFLAG_LIMITSCANS
        let isCMYK = colorspace == Int32(TJCS_CMYK.rawValue) || colorspace == Int32(TJCS_YCCK.rawValue)
        var fatal = false
        if isCMYK {
            // libjpeg cannot turn CMYK into RGB itself: decode the inks, then convert.
            var inks = [UInt8](repeating: 0, count: pixelWidth * pixelHeight * 4)
            let status = data.withUnsafeBytes { raw in
                tj.decompress2(decoder, raw.bindMemory(to: UInt8.self).baseAddress!, UInt(raw.count), &inks,
                               width, 0, height, Int32(TJPF_CMYK.rawValue), Int32(flags))
            }
            fatal = status != 0 && tj.get_error_code(decoder) == Int32(TJERR_FATAL.rawValue)
            if !fatal { storeCMYK(inks) }
        } else {
            let format = Int32(Self.nativeFormat.rawValue)
            let status = withMutablePixels { pixels in
                data.withUnsafeBytes { raw in
                    tj.decompress2(decoder, raw.bindMemory(to: UInt8.self).baseAddress!, UInt(raw.count),
                                   pixels.base.assumingMemoryBound(to: UInt8.self), width, Int32(pixels.bytesPerRow),
                                   height, format, Int32(flags))
                }
            }
            fatal = status != 0 && tj.get_error_code(decoder) == Int32(TJERR_FATAL.rawValue)
        }
        // A warning (data that ends early, a bad restart marker) leaves what was decoded.
        if fatal { throw failure("the JPEG cannot be decoded") }
    }

    /// libjpeg-turbo's functions, loaded on the first JPEG read or written.
    /// - Throws: ``GlazeError/Code-swift.struct/unreadableImage`` naming the
    ///   library when it cannot be loaded.
    private static func turboJPEG(_ source: String) throws(GlazeError) -> glaze_jpeg_functions {
        guard let functions = glaze_jpeg() else {
            throw GlazeError(.unreadableImage(source: source,
                                              reason: "libjpeg-turbo (\(String(cString: glaze_jpeg_soname()))) cannot be loaded"))
        }
        return functions.pointee
    }

    /// TurboJPEG's message for its last error.
    private static func reason(_ message: UnsafeMutablePointer<CChar>?) -> String {
        message.map { String(cString: $0) } ?? "no reason given"
    }

    /// Stores CMYK inks as opaque RGB. Adobe's JPEGs, which nearly all CMYK
    /// JPEGs are, store the inks inverted: 255 means no ink.
    private func storeCMYK(_ inks: [UInt8]) {
        withMutablePixels { pixels in
            for y in 0..<pixels.height {
                for x in 0..<pixels.width {
                    let i = (y * pixels.width + x) * 4
                    let k = UInt32(inks[i + 3])
                    let r = UInt32(inks[i]) * k / 255, g = UInt32(inks[i + 1]) * k / 255, b = UInt32(inks[i + 2]) * k / 255
                    pixels.base.storeBytes(of: 0xFF00_0000 | r << 16 | g << 8 | b,
                                           toByteOffset: y * pixels.bytesPerRow + x * 4, as: UInt32.self)
                }
            }
        }
    }

    /// TurboJPEG's name for Cairo's ARGB32 as it lies in memory.
    private static var nativeFormat: TJPF {
        #if _endian(little)
        return TJPF_BGRA
        #else
        return TJPF_ARGB
        #endif
    }

    /// The surface encoded as a JPEG (baseline, 4:2:0 chroma subsampling) at
    /// `quality`, 0 (smallest) to 1 (best).
    ///
    /// JPEG has no alpha: transparent parts come out black, as the
    /// premultiplied pixels are over black, which is also what UIKit's
    /// `jpegData(compressionQuality:)` gives.
    /// - Throws: ``GlazeError/Code-swift.struct/invalidArgument`` for a
    ///   quality outside 0…1, or an encoder failure as
    ///   ``GlazeError/Code-swift.struct/unreadableImage``.
    public func jpegData(quality: Double) throws(GlazeError) -> Data {
        try Validate.unitInterval(quality, "JPEG quality")
        let tj = try Self.turboJPEG("surface")
        guard let encoder = tj.init_compress() else {
            throw GlazeError(.unreadableImage(source: "surface", reason: "libjpeg-turbo could not start an encoder"))
        }
        defer { _ = tj.destroy(encoder) }
        // libjpeg's scale is 1…100.
        let level = Int32(max(1, min(100, (quality * 100).rounded())))
        #if _endian(little)
        let format = TJPF_BGRX
        #else
        let format = TJPF_XRGB
        #endif
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = withPixels { pixels in
            tj.compress2(encoder, pixels.base.assumingMemoryBound(to: UInt8.self), Int32(pixelWidth),
                         Int32(pixels.bytesPerRow), Int32(pixelHeight), Int32(format.rawValue), &output, &size,
                         Int32(TJSAMP_420.rawValue), level, Int32(TJFLAG_ACCURATEDCT))
        }
        defer { if let output { tj.free(output) } }
        guard status == 0, let output else {
            throw GlazeError(.unreadableImage(source: "surface", reason: "JPEG encoding failed: \(Self.reason(tj.get_error_str2(encoder)))"))
        }
        return Data(bytes: output, count: Int(size))
    }
}
