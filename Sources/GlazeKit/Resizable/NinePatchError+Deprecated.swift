import Glaze

// The enum cases of NinePatchError until 0.1.0, kept as factories so that
// code building one still compiles; `case .x(...)` patterns could not be kept.
extension NinePatchError {
    /// Smaller than 3×3 pixels: no room for a border around a picture.
    @available(*, deprecated, message: "NinePatchError is a struct: match it by code (error.code == .tooSmall), read error.pixelSize")
    public static func tooSmall(pixelWidth: Int, pixelHeight: Int) -> NinePatchError {
        NinePatchError(.tooSmall(pixelWidth: pixelWidth, pixelHeight: pixelHeight))
    }

    /// A border pixel is neither fully transparent nor opaque black.
    @available(*, deprecated, message: "NinePatchError is a struct: match it by code (error.code == .borderColor), read error.pixel")
    public static func borderColor(x: Int, y: Int, found: Pixel) -> NinePatchError {
        NinePatchError(.borderColor(x: x, y: y, found: found))
    }

    /// A corner of the border is marked; corners belong to no edge.
    @available(*, deprecated, message: "NinePatchError is a struct: match it by code (error.code == .markedCorner), read error.pixel")
    public static func markedCorner(x: Int, y: Int) -> NinePatchError {
        NinePatchError(.markedCorner(x: x, y: y))
    }

    /// The top or left edge has no black run, so nothing could stretch.
    @available(*, deprecated, message: "NinePatchError is a struct: match it by code (error.code == .noStretchMarks), read error.edge")
    public static func noStretchMarks(edge: Edge) -> NinePatchError {
        NinePatchError(.noStretchMarks(edge: edge))
    }

    /// The bottom or right edge marks more than one run of content.
    @available(*, deprecated, message: "NinePatchError is a struct: match it by code (error.code == .splitContentMarks), read error.runs")
    public static func splitContentMarks(edge: Edge, runs: Int) -> NinePatchError {
        NinePatchError(.splitContentMarks(edge: edge, runs: runs))
    }

    /// The top or left edge marks more stretch runs than the limit.
    @available(*, deprecated, message: "NinePatchError is a struct: match it by code (error.code == .tooManyStretchRuns), read error.limit")
    public static func tooManyStretchRuns(edge: Edge, runs: Int, limit: Int) -> NinePatchError {
        NinePatchError(.tooManyStretchRuns(edge: edge, runs: runs, limit: limit))
    }

    /// Glaze could not read the PNG within its limits, or cut it into cells.
    @available(*, deprecated, message: "NinePatchError is a struct: match it by code (error.code == .image), read error.imageError")
    public static func image(_ error: GlazeError) -> NinePatchError {
        NinePatchError(.image(error))
    }
}
