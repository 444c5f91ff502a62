import Foundation

/// The raster formats Glaze reads, told apart by their first bytes, never by a
/// file's name.
public enum ImageFormat: String, CaseIterable, Hashable, Sendable {
    /// PNG, every colour type; see ``ImageSurface/init(pngData:scale:source:limits:)``.
    case png = "PNG"
    /// Baseline or progressive JPEG; see ``ImageSurface/init(jpegData:scale:source:limits:)``.
    case jpeg = "JPEG"

    /// The format whose signature `data` starts with, or `nil` when it has neither.
    ///
    /// ```swift
    /// ImageFormat(sniffing: Data([0xFF, 0xD8, 0xFF, 0xE0]))  // .jpeg
    /// ```
    public init?(sniffing data: Data) {
        guard let format = Self.allCases.first(where: { data.starts(with: $0.signature) }) else { return nil }
        self = format
    }

    /// The bytes every file of the format starts with: PNG's eight-byte
    /// signature, JPEG's start-of-image marker and the next marker's first byte.
    package var signature: [UInt8] {
        switch self {
        case .png: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        case .jpeg: [0xFF, 0xD8, 0xFF]
        }
    }
}
