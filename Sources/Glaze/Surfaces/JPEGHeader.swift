import Foundation

/// What a JPEG's segments say before any of it is decoded: the frame's size,
/// the number of scans and the EXIF orientation. Every reader of JPEG data
/// walks it first, so that no decoder sees a size or a scan count past the limits.
package struct JPEGHeader {
    /// The width in the frame header (SOF), in pixels.
    package private(set) var width = 0
    /// The height in the frame header, in pixels.
    package private(set) var height = 0
    /// The number of scans (SOS segments): one for a baseline JPEG, about ten for a progressive one.
    package private(set) var scans = 0
    /// The EXIF orientation tag, 1…8 (1 when absent or unreadable): how the
    /// stored pixels are turned for display.
    package private(set) var orientation = 1
    /// Why the JPEG is refused though it has a size, if it is, phrased to follow
    /// "its JPEG" or "the JPEG".
    package private(set) var problem: String?

    /// A progressive JPEG is decoded once per scan; real ones have about ten.
    package static let maximumScans = 100

    /// `nil` unless `data` starts with a JPEG's SOI marker and has a frame header.
    package init?(_ data: Data) {
        let bytes = [UInt8](data)
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var offset = 2
        var found = false
        while offset + 4 <= bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            if marker == 0xFF { offset += 1; continue }
            if marker == 0xD9 { break }
            if (0xD0...0xD7).contains(marker) || marker == 0x01 { offset += 2; continue }
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard length >= 2, offset + 2 + length <= bytes.count else { return nil }
            // SOF0…SOF15, but DHT (C4), JPG (C8) and DAC (CC), which share the range.
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard length >= 7 else { return nil }
                height = max(height, Int(bytes[offset + 5]) << 8 | Int(bytes[offset + 6]))
                width = max(width, Int(bytes[offset + 7]) << 8 | Int(bytes[offset + 8]))
                found = true
            }
            if marker == 0xE1, let value = Self.exifOrientation(bytes[(offset + 4)..<(offset + 2 + length)]) {
                orientation = value
            }
            offset += 2 + length
            if marker == 0xDA {
                scans += 1
                // Entropy-coded data runs to the next marker that is not a stuffed
                // byte (FF 00) or a restart (FF D0…D7).
                while offset + 1 < bytes.count,
                      !(bytes[offset] == 0xFF && bytes[offset + 1] != 0x00 && !(0xD0...0xD7).contains(bytes[offset + 1])) {
                    offset += 1
                }
            }
        }
        guard found else { return nil }
        if width == 0 || height == 0 { problem = "frame header declares \(width)×\(height) pixels" }
        if scans > Self.maximumScans { problem = "has \(scans) scans; Glaze reads at most \(Self.maximumScans)" }
    }

    /// The orientation tag (0x0112) of IFD0 in an APP1 segment's EXIF data,
    /// when the segment is EXIF and the tag is there and in range.
    private static func exifOrientation(_ segment: ArraySlice<UInt8>) -> Int? {
        let exif = Array(segment)
        guard exif.count >= 14, exif[0...5].elementsEqual([0x45, 0x78, 0x69, 0x66, 0, 0]) else { return nil }
        let tiff = Array(exif[6...])
        let bigEndian: Bool
        switch (tiff[0], tiff[1]) {
        case (0x4D, 0x4D): bigEndian = true
        case (0x49, 0x49): bigEndian = false
        default: return nil
        }
        func read(_ at: Int, _ size: Int) -> Int? {
            guard at >= 0, at + size <= tiff.count else { return nil }
            let slice = tiff[at..<(at + size)]
            return (bigEndian ? Array(slice) : slice.reversed()).reduce(0) { $0 << 8 | Int($1) }
        }
        guard read(2, 2) == 42, let ifd = read(4, 4), let count = read(ifd, 2) else { return nil }
        for entry in 0..<count {
            let at = ifd + 2 + entry * 12
            guard let tag = read(at, 2) else { return nil }
            // A SHORT sits in the first two bytes of the entry's value field.
            if tag == 0x0112, let value = read(at + 8, 2), (1...8).contains(value) { return value }
        }
        return nil
    }
}
