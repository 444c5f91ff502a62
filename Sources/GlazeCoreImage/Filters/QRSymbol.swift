import Foundation
internal import CGlazeQREncode

/// A QR code symbol (ISO/IEC 18004): its dark and light modules, row by row
/// from the top, as libqrencode encodes them.
struct QRSymbol: Sendable {
    /// An error correction level: how much of the symbol may be lost and still read.
    enum Level: String, CaseIterable, Sendable {
        case low = "L", medium = "M", quartile = "Q", high = "H"

        /// The most bytes a version-40 symbol holds in byte mode at this level
        /// (ISO/IEC 18004, table 7; libqrencode's own limit, checked in the tests).
        var byteCapacity: Int {
            switch self {
            case .low: 2953
            case .medium: 2331
            case .quartile: 1663
            case .high: 1273
            }
        }

        fileprivate var qrencodeLevel: QRecLevel {
            switch self {
            case .low: QR_ECLEVEL_L
            case .medium: QR_ECLEVEL_M
            case .quartile: QR_ECLEVEL_Q
            case .high: QR_ECLEVEL_H
            }
        }
    }

    /// The symbol's version, 1 to 40.
    let version: Int
    /// Modules on a side: 17 + 4 × version.
    let size: Int
    /// `size` × `size` flags, `true` for a dark module, rows from the top.
    let dark: [Bool]

    /// `bytes` in byte mode at `level`, in the smallest version that holds them.
    ///
    /// The length is checked against the largest symbol before libqrencode is
    /// called, so that a payload of any size costs no more than the check.
    /// - Throws: ``CoreImageError`` `.payloadTooLarge` for more bytes than a
    ///   version-40 symbol holds at `level`, `.invalidValue` for no bytes
    ///   (libqrencode encodes none), `.limitExceeded` when libqrencode cannot
    ///   allocate its buffers.
    init(encoding bytes: Data, level: Level, filter: String) throws(CoreImageError) {
        guard bytes.count <= level.byteCapacity else {
            throw CoreImageError(.payloadTooLarge, "\(filter): the message is \(bytes.count) bytes; at correction level "
                                 + "\(level.rawValue) a QR code holds at most \(level.byteCapacity)")
        }
        guard !bytes.isEmpty else {
            throw CoreImageError(.invalidValue, "\(filter): inputMessage is empty; a QR code needs at least one byte")
        }
        let encoded = bytes.withUnsafeBytes { buffer -> (code: UnsafeMutablePointer<QRcode>?, error: Int32) in
            errno = 0
            let code = QRcode_encodeData(Int32(buffer.count), buffer.bindMemory(to: UInt8.self).baseAddress, 0, level.qrencodeLevel)
            return (code, errno)
        }
        guard let code = encoded.code else {
            switch encoded.error {
            case ERANGE:
                throw CoreImageError(.payloadTooLarge, "\(filter): libqrencode found the \(bytes.count) bytes too many for "
                                     + "correction level \(level.rawValue)")
            case ENOMEM:
                throw CoreImageError(.limitExceeded, "\(filter): libqrencode could not allocate memory for the symbol")
            default:
                throw CoreImageError(.invalidValue, "\(filter): libqrencode refused the message (errno \(encoded.error))")
            }
        }
        defer { QRcode_free(code) }
        let size = Int(code.pointee.width)
        // Bit 0 of each of libqrencode's module bytes is the colour; the others say which pattern it belongs to.
        let modules = UnsafeBufferPointer(start: code.pointee.data, count: size * size)
        version = Int(code.pointee.version)
        self.size = size
        dark = modules.map { $0 & 1 == 1 }
    }

    /// Whether the module `column` from the left, `row` from the top is dark.
    func isDark(column: Int, row: Int) -> Bool { dark[row * size + column] }
}
