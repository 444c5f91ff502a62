import Glaze

// The context an error carries, each `nil` where its code has none.
extension NinePatchError {
    /// The size in pixels of an image too small to hold a border.
    public var pixelSize: (width: Int, height: Int)? {
        if case let .tooSmall(width, height) = storage { (width, height) } else { nil }
    }

    /// The border pixel at fault, from the image's top-left corner.
    public var pixel: (x: Int, y: Int)? {
        switch storage {
        case let .borderColor(x, y, _), let .markedCorner(x, y): (x, y)
        default: nil
        }
    }

    /// The colour found on a border pixel that is neither transparent nor black.
    public var foundColor: Pixel? {
        if case let .borderColor(_, _, found) = storage { found } else { nil }
    }

    /// The edge of the border at fault.
    public var edge: Edge? {
        switch storage {
        case let .noStretchMarks(edge), let .splitContentMarks(edge, _), let .tooManyStretchRuns(edge, _, _): edge
        default: nil
        }
    }

    /// The runs an edge marks, when there are too many.
    public var runs: Int? {
        switch storage {
        case let .splitContentMarks(_, runs), let .tooManyStretchRuns(_, runs, _): runs
        default: nil
        }
    }

    /// The most stretch runs allowed on one edge (`InputLimits.maximumStretchRuns`).
    public var limit: Int? {
        if case let .tooManyStretchRuns(_, _, limit) = storage { limit } else { nil }
    }

    /// Glaze's own error, when the PNG could not be read or cut into cells.
    public var imageError: GlazeError? {
        if case let .image(error) = storage { error } else { nil }
    }
}
