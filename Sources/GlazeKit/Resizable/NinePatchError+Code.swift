extension NinePatchError {
    /// What kind of fault a ``NinePatchError`` is, to match on; its
    /// ``description`` is its name, which later releases keep.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's name, as written after the dot (`"markedCorner"`).
        public let description: String

        private init(_ name: String) {
            description = name
        }

        /// Smaller than 3×3 pixels: no room for a border around a picture.
        public static let tooSmall = Code("tooSmall")
        /// A border pixel is neither fully transparent nor opaque black.
        public static let borderColor = Code("borderColor")
        /// A corner of the border is marked; corners belong to no edge.
        public static let markedCorner = Code("markedCorner")
        /// The top or left edge has no black run, so nothing could stretch.
        public static let noStretchMarks = Code("noStretchMarks")
        /// The bottom or right edge marks more than one run of content.
        public static let splitContentMarks = Code("splitContentMarks")
        /// The top or left edge marks more stretch runs than the limit.
        public static let tooManyStretchRuns = Code("tooManyStretchRuns")
        /// Glaze could not read the PNG within its limits, or cut it into cells.
        public static let image = Code("image")

        /// Every code this release reports, in the order they were added.
        public static let all: [Code] = [.tooSmall, .borderColor, .markedCorner, .noStretchMarks, .splitContentMarks,
                                         .tooManyStretchRuns, .image]
    }

    /// What kind of fault this is; match on it (`error.code == .markedCorner`).
    public var code: Code {
        switch storage {
        case .tooSmall: .tooSmall
        case .borderColor: .borderColor
        case .markedCorner: .markedCorner
        case .noStretchMarks: .noStretchMarks
        case .splitContentMarks: .splitContentMarks
        case .tooManyStretchRuns: .tooManyStretchRuns
        case .image: .image
        }
    }
}
