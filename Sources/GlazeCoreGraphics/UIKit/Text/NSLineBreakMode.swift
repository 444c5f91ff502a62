import Glaze

/// What happens to text too wide for its line, with UIKit's raw values.
public enum NSLineBreakMode: Int, Sendable {
    /// Lines break between words; a word too long for a line breaks between characters.
    case byWordWrapping = 0
    /// Lines break between any two characters.
    case byCharWrapping = 1
    /// Each paragraph is one line, cut off at the margin.
    case byClipping = 2
    /// Each paragraph is one line, its start replaced with "…" when it does not fit.
    case byTruncatingHead = 3
    /// Each paragraph is one line, its end replaced with "…" when it does not fit.
    case byTruncatingTail = 4
    /// Each paragraph is one line, its middle replaced with "…" when it does not fit.
    case byTruncatingMiddle = 5

    /// The core's wrap and truncation, and whether lines break at all.
    var glaze: (wrap: LineWrap, truncation: Truncation, breaksLines: Bool) {
        switch self {
        case .byWordWrapping: return (.wordOrCharacter, .none, true)
        case .byCharWrapping: return (.character, .none, true)
        case .byClipping: return (.wordOrCharacter, .none, false)
        case .byTruncatingHead: return (.wordOrCharacter, .head, true)
        case .byTruncatingTail: return (.wordOrCharacter, .tail, true)
        case .byTruncatingMiddle: return (.wordOrCharacter, .middle, true)
        }
    }
}
