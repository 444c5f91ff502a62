import Foundation
import Glaze
import GlazeKit

/// An on/off switch as a theme gives it (`kind: switch`), drawn whole in the
/// iOS style: a round-ended track, tinted when on and grey when off, with a
/// white knob at the end the switch points to.
public struct SwitchSpec: Hashable, Sendable {
    /// The track's colour when on.
    public var onColor: Color
    /// The track's colour when off.
    public var offColor: Color
    /// The knob's colour.
    public var knobColor: Color
    /// The height; the width follows UISwitch's 51 × 31 points.
    public var height: CGFloat

    /// The knob's gap to the track's edge, as a share of the height (2 of 31 points).
    static let knobInset: CGFloat = 2 / 31
    /// How much of itself a disabled switch shows, as UIKit fades one.
    static let disabledAlpha = 0.5

    /// The track's width for `height`: UISwitch's 51 by 31, to the nearest point.
    static func width(height: CGFloat) -> CGFloat { (height * 51 / 31).rounded() }

    /// Where the knob sits in `rect` for `isOn`.
    func knobFrame(in rect: CGRect, isOn: Bool) -> CGRect {
        let inset = height * Self.knobInset
        let diameter = rect.height - 2 * inset
        let x = isOn ? rect.maxX - inset - diameter : rect.minX + inset
        return CGRect(x: x, y: rect.minY + inset, width: diameter, height: diameter)
    }
}

extension SwitchSpec: AssetKindSpec {
    package static let name = "switch"
    package static let summary = "an on/off switch, drawn whole: a tinted or grey track and its knob"
    package static let example = ##"{name: example, kind: switch, onColor: "#34C759", states: [off, on, disabled]}"##
    package static let keys = ["onColor", "offColor", "knobColor", "height"]
    /// Off at rest; disabled draws the off switch faded.
    package static let states = KindStates(rest: .off, others: [.on, .disabled])
    package static let takesPreviewTitle = false

    package static func read(from reader: inout ThemeReader) throws(ThemeError) -> Self {
        let height = try reader.size("height", default: 31)
        guard height >= 8 else { throw reader.error(.invalidValue, "height", "must be at least 8 points for the knob to show") }
        return SwitchSpec(onColor: try reader.color("onColor", default: Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255)),
                          offColor: try reader.color("offColor", default: Color(red: 233 / 255, green: 233 / 255, blue: 235 / 255)),
                          knobColor: try reader.color("knobColor", default: .white),
                          height: height)
    }

    package var exportSize: CGSize { CGSize(width: Self.width(height: height), height: height) }

    package var resizing: AssetResizing? { nil }

    /// The track, then the knob with a soft shadow under it; faded as a whole when disabled.
    package func draw(_ state: ControlState, in rect: CGRect, on canvas: Canvas) throws {
        let isOn = state == .on
        let alpha = state == .disabled ? Self.disabledAlpha : 1
        try canvas.withTransparencyLayer(alpha: alpha) { canvas in
            try canvas.fill(Path(roundedRect: rect, cornerRadius: rect.height / 2), with: .color(isOn ? onColor : offColor))
            let knob = Path(ellipseIn: knobFrame(in: rect, isOn: isOn))
            try canvas.withSavedState { canvas in
                canvas.shadow = Shadow(offset: CGSize(width: 0, height: height / 31), blur: height * 3 / 31,
                                       color: Color(white: 0, alpha: 0.25))
                try canvas.fill(knob, with: .color(knobColor))
            }
            try canvas.stroke(knob, with: .color(Color(white: 0, alpha: 0.06)), style: StrokeStyle(lineWidth: 0.5))
        }
    }

    package var sheetPreview: SheetPreview { .whole }
}

extension SwitchSpec: CacheKeyRecord {
    /// `Switch`.
    public static var cacheKeyName: String { "Switch" }
    /// The three colours and the height.
    public var cacheKeyFields: KeyValuePairs<String, any CacheKeyDescribable> {
        ["onColor": onColor, "offColor": offColor, "knobColor": knobColor, "height": height]
    }
}
