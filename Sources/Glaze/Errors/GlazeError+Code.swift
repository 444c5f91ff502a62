extension GlazeError {
    /// What kind of failure a ``GlazeError`` is: the stable part of an error,
    /// to match on.
    ///
    /// A code's ``description`` is its name, which later releases keep; a new
    /// release can add codes, so a `switch` over codes needs a `default`.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's name, as written after the dot (`"invalidArgument"`).
        public let description: String

        private init(_ name: String) {
            description = name
        }

        /// An argument was rejected before anything was drawn or written.
        public static let invalidArgument = Code("invalidArgument")
        /// A surface would exceed Cairo's pixel limit on one of its sides.
        public static let surfaceTooLarge = Code("surfaceTooLarge")
        /// Cairo reported a failure.
        public static let cairo = Code("cairo")
        /// An image could not be decoded.
        public static let unreadableImage = Code("unreadableImage")
        /// A font file could not be read or registered.
        public static let unreadableFont = Code("unreadableFont")
        /// A file could not be read or written.
        public static let fileAccess = Code("fileAccess")
        /// An input asks for more than ``InputLimits`` allow; nothing was decoded.
        public static let limitExceeded = Code("limitExceeded")
        /// An element of an SVG document asks for more than ``InputLimits``
        /// allow; nothing of the document was drawn.
        public static let svgLimitExceeded = Code("svgLimitExceeded")
        /// A drawing or layout call would ask Cairo or Pango for more work than
        /// ``InputLimits`` allow; nothing was drawn.
        public static let drawingLimitExceeded = Code("drawingLimitExceeded")
        /// Pango rejected a markup string.
        public static let invalidMarkup = Code("invalidMarkup")
        /// The blend mode has no faithful implementation on this kind of surface.
        public static let blendModeUnsupported = Code("blendModeUnsupported")
        /// The object was used after it was finished (a closed document, say).
        public static let alreadyFinished = Code("alreadyFinished")
        /// A document whose drawing threw part-way is no longer usable.
        public static let abandoned = Code("abandoned")
        /// A call that ends what another began had nothing of its own to end.
        public static let unbalanced = Code("unbalanced")

        /// Every code this release reports, in the order they were added.
        public static let all: [Code] = [
            .invalidArgument, .surfaceTooLarge, .cairo, .unreadableImage, .unreadableFont, .fileAccess, .limitExceeded,
            .svgLimitExceeded, .drawingLimitExceeded, .invalidMarkup, .blendModeUnsupported, .alreadyFinished, .abandoned,
            .unbalanced,
        ]
    }

    /// What kind of failure this is; match on it (`error.code == .limitExceeded`).
    public var code: Code {
        switch storage {
        case .invalidArgument: .invalidArgument
        case .surfaceTooLarge: .surfaceTooLarge
        case .cairo: .cairo
        case .unreadableImage: .unreadableImage
        case .unreadableFont: .unreadableFont
        case .fileAccess: .fileAccess
        case .limitExceeded: .limitExceeded
        case .svgLimitExceeded: .svgLimitExceeded
        case .drawingLimitExceeded: .drawingLimitExceeded
        case .invalidMarkup: .invalidMarkup
        case .blendModeUnsupported: .blendModeUnsupported
        case .alreadyFinished: .alreadyFinished
        case .abandoned: .abandoned
        case .unbalanced: .unbalanced
        }
    }
}
