// The context an error carries, each `nil` where its code has none: a later
// release may fill one in for more codes, or add another, without breaking callers.
extension GlazeError {
    /// The file (or `"data"`) at fault: of an unreadable image or font, a file
    /// that could not be accessed, an input past a limit.
    public var source: String? {
        switch storage {
        case let .unreadableImage(source, _), let .unreadableFont(source, _), let .fileAccess(source, _),
             let .limitExceeded(source, _, _, _), let .svgLimitExceeded(source, _, _, _, _, _, _):
            source
        default: nil
        }
    }

    /// The line of ``source`` at fault: where an SVG element past a limit starts.
    public var line: Int? {
        if case let .svgLimitExceeded(_, _, line, _, _, _, _) = storage { line } else { nil }
    }

    /// The SVG element past a limit, by its name (`"text"`).
    public var element: String? {
        if case let .svgLimitExceeded(_, element, _, _, _, _, _) = storage { element } else { nil }
    }

    /// The rejected argument, as the API names it (`"width"`).
    public var argument: String? {
        if case let .invalidArgument(name, _, _) = storage { name } else { nil }
    }

    /// The rejected argument's value, as text.
    public var rejectedValue: String? {
        if case let .invalidArgument(_, value, _) = storage { value } else { nil }
    }

    /// Why the input was refused: what an argument must satisfy, what is wrong
    /// with a file, Pango's message on markup, why a document was abandoned.
    public var reason: String? {
        switch storage {
        case let .invalidArgument(_, _, reason), let .unreadableImage(_, reason), let .unreadableFont(_, reason),
             let .fileAccess(_, reason), let .invalidMarkup(reason), let .abandoned(_, reason):
            reason
        default: nil
        }
    }

    /// What was counted or measured against a limit.
    public var quantity: InputLimits.Quantity? {
        switch storage {
        case let .limitExceeded(_, quantity, _, _), let .svgLimitExceeded(_, _, _, quantity, _, _, _),
             let .drawingLimitExceeded(_, quantity, _, _):
            quantity
        default: nil
        }
    }

    /// How much of ``quantity`` the input or call asks for.
    public var requested: Double? {
        switch storage {
        case let .limitExceeded(_, _, value, _): Double(value)
        case let .svgLimitExceeded(_, _, _, _, value, _, _), let .drawingLimitExceeded(_, _, value, _): value
        default: nil
        }
    }

    /// The most allowed: of ``quantity``, or pixels a side of a surface.
    public var limit: Double? {
        switch storage {
        case let .surfaceTooLarge(_, _, limit), let .limitExceeded(_, _, _, limit), let .drawingLimitExceeded(_, _, _, limit):
            Double(limit)
        case let .svgLimitExceeded(_, _, _, _, _, limit, _): limit
        default: nil
        }
    }

    /// For people: what a measured SVG value includes and at what size the SVG
    /// was drawn (`"its stroke-width included, drawn at 3×"`), or `""`.
    public var detail: String? {
        if case let .svgLimitExceeded(_, _, _, _, _, _, detail) = storage { detail } else { nil }
    }

    /// The size in pixels of a surface too large to make.
    public var pixelSize: (width: Int, height: Int)? {
        if case let .surfaceTooLarge(width, height, _) = storage { (width, height) } else { nil }
    }

    /// What was being done, as a verb phrase (`"stroke a path"`), or the call
    /// that had nothing to end.
    public var operation: String? {
        switch storage {
        case let .cairo(operation, _), let .drawingLimitExceeded(operation, _, _, _), let .blendModeUnsupported(_, _, operation),
             let .unbalanced(operation):
            operation
        default: nil
        }
    }

    /// The status Cairo reported.
    public var cairoStatus: CairoStatus? {
        if case let .cairo(_, status) = storage { status } else { nil }
    }

    /// The blend mode that has no faithful implementation on ``surfaceKind``.
    public var blendMode: BlendMode? {
        if case let .blendModeUnsupported(mode, _, _) = storage { mode } else { nil }
    }

    /// The kind of surface a blend mode cannot be drawn on faithfully.
    public var surfaceKind: SurfaceKind? {
        if case let .blendModeUnsupported(_, surface, _) = storage { surface } else { nil }
    }

    /// The object that was already finished or abandoned (`"PDF document"`).
    public var subject: String? {
        switch storage {
        case let .alreadyFinished(what), let .abandoned(what, _): what
        default: nil
        }
    }
}
