/// Every failure Glaze reports: a stable ``code`` saying what failed, and the
/// context it carries — the file, the line, the argument, the limit.
///
/// Glaze never traps on a value a caller passes in. Invalid arguments, Cairo
/// failures, unreadable files and unsupported combinations all surface as a
/// `GlazeError` thrown from the call that met them. Match one by its code,
/// which later releases keep, while the context an error carries can grow:
///
/// ```swift
/// do {
///     let data = try Data(contentsOf: upload)
///     _ = try Image(pngData: data)
/// } catch let error as GlazeError where error.code == .limitExceeded {
///     print(error)                        // cannot read data: … exceeds the limit of … (see InputLimits)
///     print(error.requested, error.limit)  // what the file asks for, and the most allowed
/// }
/// ```
public struct GlazeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What failed and with which input: the cases `GlazeError` was an enum of
    /// until 0.1.0, kept as its storage so that messages stay as they were.
    package enum Storage: Hashable, Sendable {
        /// An argument was rejected before anything was drawn or written.
        /// - Parameters:
        ///   - name: the argument, as the API names it (for example `"width"`).
        ///   - value: the rejected value, as text.
        ///   - reason: what the value must satisfy.
        case invalidArgument(name: String, value: String, reason: String)

        /// A surface would exceed Cairo's pixel limit on one of its sides.
        case surfaceTooLarge(pixelWidth: Int, pixelHeight: Int, limit: Int)

        /// Cairo reported a failure while performing `operation`.
        case cairo(operation: String, status: CairoStatus)

        /// An image could not be decoded; `source` names the file or `"data"`.
        case unreadableImage(source: String, reason: String)

        /// A font file could not be read or registered.
        case unreadableFont(source: String, reason: String)

        /// A file could not be read or written.
        case fileAccess(path: String, reason: String)

        /// An input asks for more than ``InputLimits`` allow; nothing was decoded.
        /// - Parameters:
        ///   - source: the file, or `"data"`.
        ///   - quantity: what was counted (for example ``InputLimits/Quantity/pixels``).
        ///   - value: how much the input asks for.
        ///   - limit: the most allowed.
        case limitExceeded(source: String, quantity: InputLimits.Quantity, value: Int, limit: Int)

        /// An element of an SVG document asks Cairo or Pango for more than
        /// ``InputLimits`` allow, on its own or at the size it is drawn; nothing of
        /// the document was drawn.
        /// - Parameters:
        ///   - source: the file, or `"data"`.
        ///   - element: the element's name (for example `"text"`).
        ///   - line: the line its start tag is on.
        ///   - quantity: what was measured (for example ``InputLimits/Quantity/fontSize``).
        ///   - value: how much the element asks for.
        ///   - limit: the most allowed.
        ///   - detail: for people, what else the message should say: what the
        ///     value includes and at what size the SVG was drawn (`"its
        ///     stroke-width included, drawn at 3×"`); empty when there is nothing to add.
        case svgLimitExceeded(source: String, element: String, line: Int, quantity: InputLimits.Quantity, value: Double, limit: Double,
                              detail: String)

        /// A drawing or layout call would ask Cairo or Pango for more work than
        /// ``InputLimits`` allow (a ``Canvas``'s ``Canvas/limits``); nothing was drawn.
        /// - Parameters:
        ///   - operation: what was asked, as a verb phrase (`"stroke a path"`).
        ///   - quantity: what was estimated (for example ``InputLimits/Quantity/outlineSegments``).
        ///   - value: how much the call asks for; a count, estimated before Cairo
        ///     or Pango sees the input, which can exceed any integer.
        ///   - limit: the most allowed.
        case drawingLimitExceeded(operation: String, quantity: InputLimits.Quantity, value: Double, limit: Int)

        /// Pango rejected a markup string.
        case invalidMarkup(String)

        /// The blend mode has no faithful implementation on this kind of surface.
        case blendModeUnsupported(BlendMode, surface: SurfaceKind, operation: String)

        /// The object was used after it was finished (a closed document, say).
        case alreadyFinished(String)

        /// A document whose drawing threw part-way is no longer usable; start a new one.
        case abandoned(String, because: String)

        /// A call that ends what another began (a saved state, a transparency layer)
        /// had nothing of its own to end; the text names the call.
        case unbalanced(String)
    }

    /// What failed, with its context.
    package let storage: Storage

    /// Wraps what failed; Glaze's own modules throw through this.
    package init(_ storage: Storage) {
        self.storage = storage
    }

    /// A one-line description that names the failure and the input at fault.
    public var description: String {
        switch storage {
        case let .invalidArgument(name, value, reason):
            return "invalid \(name) \(value): \(reason)"
        case let .surfaceTooLarge(width, height, limit):
            return "surface of \(width)×\(height) pixels exceeds Cairo's limit of \(limit) pixels a side"
        case let .cairo(operation, status):
            return "cairo failed to \(operation): \(status)"
        case let .unreadableImage(source, reason):
            return "cannot read image \(source): \(reason)"
        case let .unreadableFont(source, reason):
            return "cannot read font \(source): \(reason)"
        case let .fileAccess(path, reason):
            return "cannot access \(path): \(reason)"
        case let .limitExceeded(source, quantity, value, limit):
            return "cannot read \(source): \(quantity) \(value) exceeds the limit of \(limit) (see InputLimits)"
        case let .svgLimitExceeded(source, element, line, quantity, value, limit, detail):
            // Just past the limit, the short forms would read alike (1e9 and 1e9).
            let shown = NumberText.readable(value) == NumberText.readable(limit)
                ? String(format: "%.10g", value) : NumberText.readable(value)
            let measured = detail.isEmpty ? "\(quantity)" : "\(quantity) (\(detail))"
            return "cannot read image \(source): element <\(element)> on line \(line): \(measured) \(shown) "
                + "exceeds the limit of \(NumberText.readable(limit)) (see InputLimits)"
        case let .drawingLimitExceeded(operation, quantity, value, limit):
            return "cannot \(operation): \(quantity) \(NumberText.readable(value)) exceeds the limit of \(limit) (see InputLimits)"
        case let .invalidMarkup(message):
            return "invalid Pango markup: \(message)"
        case let .blendModeUnsupported(mode, surface, operation):
            return "blend mode \(mode) cannot \(operation) on a \(surface) surface faithfully"
        case let .alreadyFinished(what):
            return "\(what) is already finished"
        case let .abandoned(what, reason):
            return "\(what) was abandoned when a page failed (\(reason)); nothing was written"
        case let .unbalanced(call):
            return "unbalanced call: \(call)"
        }
    }
}

extension GlazeError {
    /// Builds the error for a non-finite or non-positive length.
    static func notPositive(_ name: String, _ value: Double) -> GlazeError {
        GlazeError(.invalidArgument(name: name, value: "\(value)", reason: "must be finite and greater than zero"))
    }

    /// Builds the error for a non-finite coordinate or factor.
    static func notFinite(_ name: String, _ value: Double) -> GlazeError {
        GlazeError(.invalidArgument(name: name, value: "\(value)", reason: "must be finite"))
    }
}
