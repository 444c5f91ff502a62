import Foundation
import Glaze
import GlazeKit

/// `kind: segmentedControl`.
enum SegmentedControlReader: AssetKindReader {
    static let keys = ["segments", "segmentWidth", "widths", "height", "cornerRadius", "selected", "font"]

    static func look(from reader: inout ThemeReader) throws(ThemeError) -> AssetLook {
        guard let titles = try reader.strings("segments"), !titles.isEmpty else {
            throw reader.error("segments", "is required: list at least one segment title")
        }
        var widths = Array(repeating: try reader.size("segmentWidth", default: 80), count: titles.count)
        if let given = try reader.list("widths") {
            guard given.count == titles.count else {
                throw reader.error("widths", "lists \(given.count) widths for \(titles.count) segments")
            }
            widths = []
            for item in given {
                guard case let .number(width, _) = item, width > 0, width <= 8192 else {
                    throw reader.error("widths", "must list sizes greater than zero and at most 8192", line: item.line)
                }
                widths.append(CGFloat(width))
            }
        }
        let selected = reader.value("selected") == nil ? nil : try reader.integer("selected", in: 0...(titles.count - 1))
        return .segmentedControl(SegmentedControlSpec(titles: titles, widths: widths, selected: selected,
                                                      height: try reader.size("height", default: 30),
                                                      cornerRadius: CGFloat(try reader.number("cornerRadius", default: 7, in: 1...100)),
                                                      font: try reader.font("font", default: SegmentedControlAppearance.standardFont)))
    }
}
