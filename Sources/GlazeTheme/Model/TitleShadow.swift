import Foundation
import Glaze

/// The shadow a theme's title gets from its colour: a light title keeps the
/// recipe's dark shadow above it; a dark one, which a light background calls
/// for, gets the light shadow below it that iOS gave such titles, so it reads
/// as pressed into the surface rather than smudged.
enum TitleShadow {
    static func shadow(for color: Color, standard: TextShadow?) -> TextShadow? {
        let luminance = 0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue
        guard luminance < 0.5 else { return standard }
        return TextShadow(color: Color(white: 1, alpha: 0.75), offset: CGSize(width: 0, height: 1))
    }
}
