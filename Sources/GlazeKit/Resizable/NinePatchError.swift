import Glaze

/// What is wrong with a `.9.png`'s border.
///
/// Match one by its ``code`` (`error.code == .tooManyStretchRuns`), and read
/// the context from its properties; the codes stay, and a later release can
/// add codes or context without breaking a caller.
public struct NinePatchError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An edge of the border.
    public enum Edge: String, Hashable, Sendable {
        /// The top edge: horizontal stretch marks.
        case top
        /// The left edge: vertical stretch marks.
        case left
        /// The bottom edge: the content's columns.
        case bottom
        /// The right edge: the content's rows.
        case right
    }

    /// What is wrong, with where: the cases `NinePatchError` was an enum of
    /// until 0.1.0, kept as its storage so that messages stay as they were.
    package enum Storage: Hashable, Sendable {
        /// Smaller than 3×3 pixels: no room for a border around a picture.
        case tooSmall(pixelWidth: Int, pixelHeight: Int)
        /// A border pixel is neither fully transparent nor opaque black.
        case borderColor(x: Int, y: Int, found: Pixel)
        /// A corner of the border is marked; corners belong to no edge.
        case markedCorner(x: Int, y: Int)
        /// The top or left edge has no black run, so nothing could stretch.
        case noStretchMarks(edge: Edge)
        /// The bottom or right edge marks more than one run of content.
        case splitContentMarks(edge: Edge, runs: Int)
        /// The top or left edge marks more stretch runs than `InputLimits/maximumStretchRuns`.
        case tooManyStretchRuns(edge: Edge, runs: Int, limit: Int)
        /// Glaze could not read the PNG within its limits, or cut it into cells.
        case image(GlazeError)
    }

    /// What is wrong, with where.
    package let storage: Storage

    /// Wraps what is wrong; GlazeKit throws through this.
    package init(_ storage: Storage) {
        self.storage = storage
    }

    /// A one-line description naming the fault and where it is.
    public var description: String {
        switch storage {
        case let .tooSmall(w, h):
            return "a nine-patch needs at least 3×3 pixels; this one is \(w)×\(h)"
        case let .borderColor(x, y, found):
            return "border pixel (\(x), \(y)) is \(found) (premultiplied RGBA); marks must be opaque black and the rest fully transparent"
        case let .markedCorner(x, y):
            return "corner pixel (\(x), \(y)) of the border is marked; corners must be transparent"
        case let .noStretchMarks(edge):
            return "the \(edge.rawValue) edge of the border has no black stretch mark"
        case let .splitContentMarks(edge, runs):
            return "the \(edge.rawValue) edge marks \(runs) separate content runs; it may mark one"
        case let .tooManyStretchRuns(edge, runs, limit):
            return "the \(edge.rawValue) edge marks \(runs) stretch runs, over the limit of \(limit) (InputLimits.maximumStretchRuns)"
        case let .image(error):
            return "the image could not be read or cut: \(error)"
        }
    }
}
