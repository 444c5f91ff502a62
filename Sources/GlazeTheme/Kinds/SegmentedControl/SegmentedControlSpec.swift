import Foundation
import Glaze
import GlazeKit

/// A segmented control as a theme gives it (`kind: segmentedControl`), drawn whole.
public struct SegmentedControlSpec: Hashable, Sendable {
    /// The segments' titles.
    public var titles: [String]
    /// Each segment's width.
    public var widths: [CGFloat]
    /// The selected segment.
    public var selected: Int?
    /// The height.
    public var height: CGFloat
    /// The outer corners' radius.
    public var cornerRadius: CGFloat
    /// The titles' font.
    public var font: Font = SegmentedControlAppearance.standardFont

    func control(scale: CGFloat) throws -> SegmentedControl {
        var appearance = try SegmentedControlAppearance.standard(height: height, cornerRadius: cornerRadius, scale: scale)
        appearance.font = font
        return try SegmentedControl(segments: zip(titles, widths).map { SegmentedControl.Segment(title: $0, width: $1) },
                                    selectedIndex: selected, appearance: appearance)
    }
}

extension SegmentedControlSpec: AssetKindSpec {
    package static let name = "segmentedControl"
    package static let summary = "a segmented control, drawn whole with its titles and selection"
    package static let example = ##"{name: example, kind: segmentedControl, segments: [Day, Week], widths: [60, 70], selected: 1}"##
    package static let keys = ["segments", "segmentWidth", "widths", "height", "cornerRadius", "selected", "font"]
    package static let states = KindStates(rest: .normal)
    package static let takesPreviewTitle = false

    package static func read(from reader: inout ThemeReader) throws(ThemeError) -> Self {
        guard let titles = try reader.strings("segments"), !titles.isEmpty else {
            throw reader.error(.missingKey, "segments", "is required: list at least one segment title")
        }
        var widths = Array(repeating: try reader.size("segmentWidth", default: 80), count: titles.count)
        if let given = try reader.list("widths") {
            guard given.count == titles.count else {
                throw reader.error(.invalidValue, "widths", "lists \(given.count) widths for \(titles.count) segments")
            }
            widths = []
            for item in given {
                guard case let .number(width, _) = item, width > 0, width <= 8192 else {
                    throw reader.error(.invalidValue, "widths", "must list sizes greater than zero and at most 8192", line: item.line)
                }
                widths.append(CGFloat(width))
            }
        }
        let selected = reader.value("selected") == nil ? nil : try reader.integer("selected", in: 0...(titles.count - 1))
        return SegmentedControlSpec(titles: titles, widths: widths, selected: selected,
                                    height: try reader.size("height", default: 30),
                                    cornerRadius: CGFloat(try reader.number("cornerRadius", default: 7, in: 1...100)),
                                    font: try reader.font("font", default: SegmentedControlAppearance.standardFont))
    }

    package var exportSize: CGSize { CGSize(width: widths.reduce(0, +) + CGFloat(widths.count - 1), height: height) }

    package var resizing: AssetResizing? { nil }

    package func draw(_ state: ControlState, in rect: CGRect, on canvas: Canvas) throws {
        try control(scale: max(canvas.scale, 2)).draw(at: rect.origin, on: canvas)
    }

    package var sheetPreview: SheetPreview { .whole }
}

extension SegmentedControlSpec: CacheKeyRecord {
    /// `SegmentedControl`.
    public static var cacheKeyName: String { "SegmentedControl" }
    /// Titles, widths, selection, height and radius.
    public var cacheKeyFields: KeyValuePairs<String, any CacheKeyDescribable> {
        ["titles": titles, "widths": widths, "selected": selected, "height": height, "cornerRadius": cornerRadius,
         "font": font]
    }
}
