/// A filter that cannot make its output, or an image that cannot be rendered.
///
/// Apple's Core Image answers these with `nil` (an `outputImage` or a
/// `createCGImage(_:from:)` that returns nothing) or, for an unknown key, an
/// Objective-C exception. Glaze keeps the `nil` answers and adds throwing
/// counterparts that say why: ``CIFilter/makeOutputImage()`` and
/// ``CIContext/makeCGImage(_:from:)``.
///
/// ```swift
/// let blur = CIFilter(name: "CIGaussianBlur")!
/// blur.setValue(Double.nan, forKey: kCIInputRadiusKey)
/// do {
///     _ = try blur.makeOutputImage()
/// } catch where error.code == .invalidValue {
///     print(error)   // CIGaussianBlur: inputRadius is nan, not a finite number
/// }
/// ```
public struct CoreImageError: Error, CustomStringConvertible, Hashable, Sendable {
    /// What kind of failure a ``CoreImageError`` is: the stable part of the
    /// error, to match on.
    ///
    /// A code's ``description`` is its name, which later releases keep; a new
    /// release can add codes, so a `switch` over codes needs a `default`.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's name, as written after the dot (`"invalidValue"`).
        public let description: String

        private init(_ name: String) {
            description = name
        }

        /// A key the filter does not have (Apple raises `NSUnknownKeyException`).
        public static let unknownKey = Code("unknownKey")
        /// A value of the wrong type for its key: a string for a number, a colour for an image.
        public static let wrongValueType = Code("wrongValueType")
        /// A value of the right type that the filter cannot use: not a finite number, a vector too short.
        public static let invalidValue = Code("invalidValue")
        /// A required input, usually `inputImage`, that was never set.
        public static let missingInput = Code("missingInput")
        /// A QR code payload longer than the largest symbol holds at its correction level.
        public static let payloadTooLarge = Code("payloadTooLarge")
        /// A render of an infinite or empty rectangle.
        public static let unboundedRender = Code("unboundedRender")
        /// A render past the context's limits: too many pixels, or too much work.
        public static let limitExceeded = Code("limitExceeded")
        /// Bytes that are not an image Glaze reads, or a format it does not write.
        public static let unsupportedData = Code("unsupportedData")

        /// Every code this release reports, in the order they were added.
        public static let all: [Code] = [.unknownKey, .wrongValueType, .invalidValue, .missingInput, .payloadTooLarge,
                                         .unboundedRender, .limitExceeded, .unsupportedData]
    }

    /// Which kind of failure.
    public var code: Code
    /// What went wrong, naming the filter, the key and the value or limit.
    public var description: String

    /// Creates an error.
    public init(_ code: Code, _ description: String) {
        self.code = code
        self.description = description
    }
}
