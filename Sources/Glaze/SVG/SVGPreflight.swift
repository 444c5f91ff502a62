import Foundation

/// An SVG document checked before librsvg sees it: its size, how many elements
/// it has, and nothing in it that would make librsvg decode a raster image or
/// expand entities.
///
/// librsvg bounds what it loads (no external file is read without a base file,
/// and it caps instantiated references), but a `data:` URL in an `<image>` or
/// `<feImage>` is decoded by gdk-pixbuf at whatever size its header claims, and
/// a few hundred bytes of nested entities expand to gigabytes. Icons need
/// neither, so they are refused here, before any of the document is parsed.
struct SVGPreflight {
    /// Elements that make librsvg decode raster data.
    private static let rasterElements: Set<String> = ["image", "feImage"]

    /// Checks `data`; `source` names it in errors.
    /// - Throws: ``GlazeError/limitExceeded(source:quantity:value:limit:)`` for too
    ///   many bytes or elements, ``GlazeError/unreadableImage(source:reason:)``
    ///   for an entity declaration or an embedded raster image.
    static func check(_ data: Data, source: String, limits: InputLimits) throws(GlazeError) {
        try InputLimits.check(data.count, against: limits.maximumSVGBytes, "size in bytes", in: source)
        guard !data.isEmpty else { throw .unreadableImage(source: source, reason: "no data") }
        let bytes = [UInt8](data)
        var elements = 0
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else { index += 1; continue }
            index += 1
            guard index < bytes.count else { break }
            if bytes[index] == UInt8(ascii: "!") {
                if Self.starts(bytes, at: index + 1, with: "ENTITY") {
                    throw .unreadableImage(source: source, reason: "declares an XML entity (<!ENTITY>), which Glaze does not expand")
                }
                continue
            }
            guard Self.isNameStart(bytes[index]) else { continue }
            var end = index
            while end < bytes.count, Self.isNameByte(bytes[end]) { end += 1 }
            let name = String(decoding: bytes[index..<end], as: UTF8.self)
            let local = name.split(separator: ":").last.map(String.init) ?? name
            if rasterElements.contains(local) {
                throw .unreadableImage(source: source,
                                       reason: "embeds a raster image (<\(name)>); Glaze reads vector SVG only, so draw PNGs as images")
            }
            elements += 1
            try InputLimits.check(elements, against: limits.maximumSVGElements, "element count", in: source)
            index = end
        }
    }

    private static func starts(_ bytes: [UInt8], at index: Int, with word: String) -> Bool {
        let word = Array(word.utf8)
        return index + word.count <= bytes.count && Array(bytes[index..<index + word.count]) == word
    }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ":")
    }
}
