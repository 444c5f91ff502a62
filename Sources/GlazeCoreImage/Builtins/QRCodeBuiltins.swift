import Foundation

/// The properties of `CIQRCodeGenerator`.
public protocol CIQRCodeGenerator: CIFilterProtocol {
    /// The bytes to encode, in byte mode; text is usually its UTF-8.
    var message: Data { get set }
    /// The error correction level: `"L"` (7 %), `"M"` (15 %, the default), `"Q"` (25 %) or `"H"` (30 %).
    var correctionLevel: String { get set }
}

final class QRCodeGeneratorFilter: BuiltinFilter, CIQRCodeGenerator {
    var message: Data {
        get { typedValue(forKey: QRCodeFilters.messageKey) ?? Data() }
        set { setValue(newValue, forKey: QRCodeFilters.messageKey) }
    }
    var correctionLevel: String {
        get { typedValue(forKey: QRCodeFilters.correctionLevelKey) ?? "" }
        set { setValue(newValue, forKey: QRCodeFilters.correctionLevelKey) }
    }
}

extension CIFilter {
    /// `CIQRCodeGenerator`: a message as a QR code, one pixel per module, black
    /// on white with a one-module margin; scale it up with
    /// `samplingNearest().transformed(by:)` to keep its edges sharp.
    public static func qrCodeGenerator() -> CIFilter & CIQRCodeGenerator {
        QRCodeGeneratorFilter(QRCodeFilters.qrCodeGenerator)
    }
}
