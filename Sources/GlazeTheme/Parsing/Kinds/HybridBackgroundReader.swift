import Foundation
import Glaze
import GlazeKit

/// `kind: hybridBackground`.
enum HybridBackgroundReader: AssetKindReader {
    static let keys = ["topColor", "bottomColor", "borderColor", "glowColor", "cornerRadius", "height", "title", "font", "icon", "titleColor"]
    static let takesPreviewTitle = true

    static func look(from reader: inout ThemeReader) throws(ThemeError) -> AssetLook {
        let standard = HybridBackground()
        return .hybridBackground(HybridBackground(
            cornerRadius: CGFloat(try reader.number("cornerRadius", default: 5, in: 0...200)),
            height: try reader.size("height", default: 37),
            borderColor: try reader.color("borderColor", default: standard.borderColor),
            topColor: try reader.color("topColor", default: standard.topColor),
            bottomColor: try reader.color("bottomColor", default: standard.bottomColor),
            glow: InnerGlow(color: try reader.color("glowColor", default: standard.glow.color))))
    }
}
