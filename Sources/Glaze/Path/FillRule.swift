/// How a path's interior is decided where its subpaths overlap or cross.
public enum FillRule: String, Hashable, Sendable, Codable {
    /// Non-zero winding: a point is inside when the path winds around it a net
    /// non-zero number of times (Core Graphics' default).
    case winding
    /// Even-odd: a point is inside when a ray from it crosses the path an odd
    /// number of times, so a nested subpath cuts a hole whatever its direction.
    case evenOdd
}
