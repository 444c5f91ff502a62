// The enum cases of GlazeError until 0.1.0, kept as factories so that code
// building one still compiles; `case .x(...)` patterns could not be kept.
extension GlazeError {
    /// An argument was rejected before anything was drawn or written.
    @available(*, deprecated, message: "GlazeError is a struct: match it by code (error.code == .invalidArgument), read error.argument")
    public static func invalidArgument(name: String, value: String, reason: String) -> GlazeError {
        GlazeError(.invalidArgument(name: name, value: value, reason: reason))
    }

    /// A surface would exceed Cairo's pixel limit on one of its sides.
    @available(*, deprecated, message: "GlazeError is a struct: match it by code (error.code == .surfaceTooLarge), read error.pixelSize")
    public static func surfaceTooLarge(pixelWidth: Int, pixelHeight: Int, limit: Int) -> GlazeError {
        GlazeError(.surfaceTooLarge(pixelWidth: pixelWidth, pixelHeight: pixelHeight, limit: limit))
    }

    /// Cairo reported a failure while performing `operation`.
    @available(*, deprecated, message: "GlazeError is a struct: match it by code (error.code == .cairo), read error.cairoStatus")
    public static func cairo(operation: String, status: CairoStatus) -> GlazeError {
        GlazeError(.cairo(operation: operation, status: status))
    }

    /// An image could not be decoded; `source` names the file or `"data"`.
    @available(*, deprecated, message: "GlazeError is a struct: match it by code (error.code == .unreadableImage), read error.source")
    public static func unreadableImage(source: String, reason: String) -> GlazeError {
        GlazeError(.unreadableImage(source: source, reason: reason))
    }

    /// A font file could not be read or registered.
    @available(*, deprecated, message: "GlazeError is a struct: match it by code (error.code == .unreadableFont), read error.source")
    public static func unreadableFont(source: String, reason: String) -> GlazeError {
        GlazeError(.unreadableFont(source: source, reason: reason))
    }

    /// A file could not be read or written.
    @available(*, deprecated, message: "GlazeError is a struct: match it by code (error.code == .fileAccess), read error.source")
    public static func fileAccess(path: String, reason: String) -> GlazeError {
        GlazeError(.fileAccess(path: path, reason: reason))
    }

    /// An input asks for more than ``InputLimits`` allow; nothing was decoded.
    @available(*, deprecated, message: "GlazeError is a struct: match it by code (error.code == .limitExceeded), read error.limit")
    public static func limitExceeded(source: String, quantity: InputLimits.Quantity, value: Int, limit: Int) -> GlazeError {
        GlazeError(.limitExceeded(source: source, quantity: quantity, value: value, limit: limit))
    }

    /// An element of an SVG document asks for more than ``InputLimits`` allow.
    @available(*, deprecated, message: "GlazeError is a struct: match it by code (error.code == .svgLimitExceeded), read error.line")
    public static func svgLimitExceeded(source: String, element: String, line: Int, quantity: InputLimits.Quantity, value: Double,
                                        limit: Double, detail: String) -> GlazeError {
        GlazeError(.svgLimitExceeded(source: source, element: element, line: line, quantity: quantity, value: value, limit: limit,
                                     detail: detail))
    }

    /// A drawing or layout call would ask Cairo or Pango for more work than ``InputLimits`` allow.
    @available(*, deprecated, message: "GlazeError is a struct: match it by code (error.code == .drawingLimitExceeded), read error.limit")
    public static func drawingLimitExceeded(operation: String, quantity: InputLimits.Quantity, value: Double, limit: Int) -> GlazeError {
        GlazeError(.drawingLimitExceeded(operation: operation, quantity: quantity, value: value, limit: limit))
    }

    /// Pango rejected a markup string.
    @available(*, deprecated, message: "GlazeError is a struct: match it by code (error.code == .invalidMarkup), read error.reason")
    public static func invalidMarkup(_ message: String) -> GlazeError {
        GlazeError(.invalidMarkup(message))
    }

    /// The blend mode has no faithful implementation on this kind of surface.
    @available(*, deprecated, message: "GlazeError is a struct: match it by code (error.code == .blendModeUnsupported), read error.blendMode")
    public static func blendModeUnsupported(_ mode: BlendMode, surface: SurfaceKind, operation: String) -> GlazeError {
        GlazeError(.blendModeUnsupported(mode, surface: surface, operation: operation))
    }

    /// The object was used after it was finished (a closed document, say).
    @available(*, deprecated, message: "GlazeError is a struct: match it by code (error.code == .alreadyFinished), read error.subject")
    public static func alreadyFinished(_ what: String) -> GlazeError {
        GlazeError(.alreadyFinished(what))
    }

    /// A document whose drawing threw part-way is no longer usable; start a new one.
    @available(*, deprecated, message: "GlazeError is a struct: match it by code (error.code == .abandoned), read error.reason")
    public static func abandoned(_ what: String, because reason: String) -> GlazeError {
        GlazeError(.abandoned(what, because: reason))
    }

    /// A call that ends what another began had nothing of its own to end.
    @available(*, deprecated, message: "GlazeError is a struct: match it by code (error.code == .unbalanced), read error.operation")
    public static func unbalanced(_ call: String) -> GlazeError {
        GlazeError(.unbalanced(call))
    }
}
