import Glaze

extension ThemeError {
    /// What kind of fault a ``ThemeError`` is: the stable part of the error,
    /// to match on.
    ///
    /// A code's ``description`` is its name, which later releases keep; a new
    /// release can add codes, so a `switch` over codes needs a `default`.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's name, as written after the dot (`"unknownKey"`).
        public let description: String

        private init(_ name: String) {
            description = name
        }

        /// The file is not a theme's text: not UTF-8, malformed YAML or JSON,
        /// more than one YAML document, or YAML the reader refuses (a merge
        /// key, a key that is not plain text, a repeated key, an alias with no anchor).
        public static let syntax = Code("syntax")
        /// The theme, or a file it names, asks for more than ``ThemeLimits``
        /// (or Glaze's `InputLimits`) allow; the message names the limit.
        public static let limitExceeded = Code("limitExceeded")
        /// The theme file, or an image or font file it names, could not be
        /// read or decoded.
        public static let unreadableFile = Code("unreadableFile")
        /// A path the theme names is refused before it is read: it leaves the
        /// theme's folder or the assets root, or is not among the files of the
        /// theme's source.
        public static let pathRefused = Code("pathRefused")
        /// A key the theme or its kind requires is missing, or lists nothing.
        public static let missingKey = Code("missingKey")
        /// A key the theme or its kind does not have; the message suggests the
        /// nearest valid one.
        public static let unknownKey = Code("unknownKey")
        /// A key's value is of the wrong type, out of range, or not one of the
        /// names the key takes (a kind, a state, a mode, a weight).
        public static let invalidValue = Code("invalidValue")
        /// Two assets have the same name, so their files would collide.
        public static let duplicateAsset = Code("duplicateAsset")

        /// Every code this release reports, in the order they were added.
        public static let all: [Code] = [
            .syntax, .limitExceeded, .unreadableFile, .pathRefused, .missingKey, .unknownKey, .invalidValue, .duplicateAsset,
        ]
    }
}

extension ThemeError.Code {
    /// The code of a file the theme names that Glaze could not read, decode or
    /// draw as `error` says: ``limitExceeded`` when one of `InputLimits`
    /// refused it, ``unreadableFile`` otherwise.
    init(reading error: any Error) {
        let limits: Set<GlazeError.Code> = [.limitExceeded, .svgLimitExceeded, .drawingLimitExceeded]
        self = (error as? GlazeError).map { limits.contains($0.code) } == true ? .limitExceeded : .unreadableFile
    }
}
