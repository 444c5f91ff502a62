import Foundation
import Glaze
import GlazeKit

/// A checkbox as a theme gives it (`kind: checkbox`), drawn whole: a rounded
/// square, white with a grey border when unchecked, filled with a tick when
/// checked or a dash when mixed.
public struct CheckboxSpec: Hashable, Sendable {
    /// The fill when checked or mixed.
    public var color: Color
    /// The border when unchecked.
    public var borderColor: Color
    /// The tick and the dash.
    public var markColor: Color
    /// The side of the square.
    public var size: CGFloat

    /// How much of itself a disabled checkbox shows.
    static let disabledAlpha = 0.5

    /// The tick, through three points given as shares of the square's side.
    func tick(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: point(0.27, 0.52, in: rect))
        path.addLine(to: point(0.43, 0.68, in: rect))
        path.addLine(to: point(0.74, 0.34, in: rect))
        return path
    }

    /// The dash across the middle.
    func dash(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: point(0.28, 0.5, in: rect))
        path.addLine(to: point(0.72, 0.5, in: rect))
        return path
    }

    private func point(_ x: CGFloat, _ y: CGFloat, in rect: CGRect) -> CGPoint {
        CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
    }
}

extension CheckboxSpec: AssetKindSpec {
    package static let name = "checkbox"
    package static let summary = "a checkbox, drawn whole: unchecked, checked with a tick, mixed with a dash"
    package static let example = ##"{name: example, kind: checkbox, states: [unchecked, checked, mixed, disabled]}"##
    package static let keys = ["color", "borderColor", "markColor", "size"]
    /// Unchecked at rest; disabled draws the unchecked box faded.
    package static let states = KindStates(rest: .unchecked, others: [.checked, .mixed, .disabled])
    package static let takesPreviewTitle = false

    package static func read(from reader: inout ThemeReader) throws(ThemeError) -> Self {
        let size = try reader.size("size", default: 22)
        guard size >= 8 else { throw reader.error(.invalidValue, "size", "must be at least 8 points for the tick to show") }
        return CheckboxSpec(color: try reader.color("color", default: Color(red: 0, green: 122 / 255, blue: 1)),
                            borderColor: try reader.color("borderColor", default: Color(red: 199 / 255, green: 199 / 255, blue: 204 / 255)),
                            markColor: try reader.color("markColor", default: .white),
                            size: size)
    }

    package var exportSize: CGSize { CGSize(width: size, height: size) }

    package var resizing: AssetResizing? { nil }

    /// The box, then its mark; faded as a whole when disabled.
    package func draw(_ state: ControlState, in rect: CGRect, on canvas: Canvas) throws {
        let box = Path(roundedRect: rect, cornerRadius: rect.width * 0.23)
        let mark = state == .checked ? tick(in: rect) : state == .mixed ? dash(in: rect) : nil
        try canvas.withTransparencyLayer(alpha: state == .disabled ? Self.disabledAlpha : 1) { canvas in
            guard let mark else {
                let border = rect.width / 15
                try canvas.fill(box, with: .color(.white))
                try canvas.stroke(Path(roundedRect: rect.insetBy(dx: border / 2, dy: border / 2), cornerRadius: rect.width * 0.23 - border / 2),
                                  with: .color(borderColor), style: StrokeStyle(lineWidth: border))
                return
            }
            try canvas.fill(box, with: .color(color))
            try canvas.stroke(mark, with: .color(markColor), style: StrokeStyle(lineWidth: rect.width * 0.12, cap: .round, join: .round))
        }
    }

    package var sheetPreview: SheetPreview { .whole }
}

extension CheckboxSpec: CacheKeyRecord {
    /// `Checkbox`.
    public static var cacheKeyName: String { "Checkbox" }
    /// The three colours and the size.
    public var cacheKeyFields: KeyValuePairs<String, any CacheKeyDescribable> {
        ["color": color, "borderColor": borderColor, "markColor": markColor, "size": size]
    }
}
