import Foundation

/// Filters that draw a barcode of a message.
enum QRCodeFilters {
    static let definitions: [FilterDefinition] = [qrCodeGenerator]

    /// The key of the bytes a QR code holds (Apple has no constant for it).
    static let messageKey = "inputMessage"
    /// The key of the error correction level, `"L"`, `"M"`, `"Q"` or `"H"`.
    static let correctionLevelKey = "inputCorrectionLevel"

    /// Modules of light margin on each side of the symbol, as Apple's output
    /// has: one, where ISO/IEC 18004 asks for four (ports add the rest).
    static let quietZone = 1

    /// `inputMessage` as a QR code in byte mode, at the smallest version that
    /// holds it: one pixel per module, black on opaque white, with a quiet
    /// zone of ``quietZone`` modules, its extent's corner at the origin.
    /// Read at the nearest pixel when transformed: code that scales Apple's
    /// QR image up with `transformed(by:)` gets sharp modules, as it does there.
    static let qrCodeGenerator = FilterDefinition(
        "CIQRCodeGenerator", categories: [kCICategoryGenerator, kCICategoryStillImage],
        parameters: [FilterParameter(messageKey, .data),
                     FilterParameter(correctionLevelKey, .choice(QRSymbol.Level.allCases.map(\.rawValue)), default: .string("M"))]
    ) { arguments throws(CoreImageError) in
        // The parameter's choices are the levels' names, so the level is always found.
        let level = QRSymbol.Level(rawValue: arguments.string(correctionLevelKey)) ?? .medium
        let symbol = try QRSymbol(encoding: arguments.data(messageKey), level: level, filter: arguments.filterName)
        let side = symbol.size + 2 * quietZone
        let light = Sample(1, 1, 1, 1), dark = Sample(0, 0, 0, 1)
        return CIImage(recipe: GeneratorRecipe(extent: CGRect(x: 0, y: 0, width: side, height: side)) { x, y, _ in
            // Core Image's y grows upwards and the symbol's first row is its top.
            let column = Int(x.rounded(.down)) - quietZone
            let row = side - 1 - Int(y.rounded(.down)) - quietZone
            guard column >= 0, column < symbol.size, row >= 0, row < symbol.size else { return light }
            return symbol.isDark(column: column, row: row) ? dark : light
        }).samplingNearest()
    }
}
