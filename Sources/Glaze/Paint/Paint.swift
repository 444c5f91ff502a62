/// What a shape is filled or stroked with.
///
/// ```swift
/// try canvas.fill(path, with: .color(.white))
/// try canvas.fill(path, with: .gradient(.linear(from: top, to: bottom, colors: [a, b])))
/// ```
public enum Paint: Hashable, Sendable {
    /// One colour everywhere.
    case color(Color)
    /// A linear or radial gradient, positioned in the canvas's user space.
    case gradient(Gradient)

    func validated() throws(GlazeError) {
        switch self {
        case let .color(color): _ = try color.validated("paint color")
        case let .gradient(gradient): try gradient.validated()
        }
    }
}
