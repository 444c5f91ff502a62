import Glaze

/// How lines of text sit between their margins, with UIKit's raw values.
public enum NSTextAlignment: Int, Sendable {
    /// Flush with the left margin.
    case left = 0
    /// Centred.
    case center = 1
    /// Flush with the right margin.
    case right = 2
    /// Flush with both margins, except each paragraph's last line.
    case justified = 3
    /// The script's own alignment: left, as Glaze lays out left-to-right paragraphs.
    case natural = 4

    var glaze: TextAlignment {
        switch self {
        case .left, .natural: return .left
        case .center: return .center
        case .right: return .right
        case .justified: return .justified
        }
    }
}
