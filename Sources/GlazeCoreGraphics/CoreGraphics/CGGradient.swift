import Foundation
import Glaze

/// Colours at locations along a ramp, for ``CGContext/drawLinearGradient(_:start:end:options:)``
/// and ``CGContext/drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)``.
///
/// ```swift
/// let gloss = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
///                        colors: [top.cgColor, bottom.cgColor] as CFArray,
///                        locations: [0, 1])!
/// ```
public final class CGGradient: Sendable {
    /// The stops, in ascending location order.
    let stops: [Gradient.Stop]

    init(stops: [Gradient.Stop]) {
        self.stops = stops
    }

    /// A gradient through `colors` (an array of ``CGColor``) at `locations`
    /// (0...1, one per colour), or evenly spaced from 0 to 1 when `locations`
    /// is `nil`. `nil` when the array is empty or holds something other than
    /// colours.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        // Element by element: on Linux this is several times faster than
        // bridging the whole array with `as? [CGColor]`.
        var list: [CGColor] = []
        list.reserveCapacity(colors.count)
        for element in colors {
            guard let color = element as? CGColor else { return nil }
            list.append(color)
        }
        guard !list.isEmpty else { return nil }
        let places = Self.locations(locations, count: list.count)
        self.init(stops: zip(places, list).map { Gradient.Stop(location: $0, color: $1.glazeColor) })
    }

    /// A gradient from `count` colours whose components (alpha last) follow one
    /// another in `components`, in `space`.
    public convenience init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                             locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0 else { return nil }
        let width = space.numberOfComponents + 1
        let values = Array(UnsafeBufferPointer(start: components, count: width * count))
        let colors = (0..<count).map { CGColor(space: space, components: Array(values[$0 * width..<($0 + 1) * width])) }
        let places = Self.locations(locations, count: count)
        self.init(stops: zip(places, colors).map { Gradient.Stop(location: $0, color: $1.glazeColor) })
    }

    private static func locations(_ locations: UnsafePointer<CGFloat>?, count: Int) -> [Double] {
        if let locations {
            return UnsafeBufferPointer(start: locations, count: count).map { Double(min(max($0, 0), 1)) }
        }
        return count == 1 ? [0] : (0..<count).map { Double($0) / Double(count - 1) }
    }

    /// The ramp from `t0` to `t1` (in the gradient's own 0...1 parameter) spread
    /// over 0...1, the colours outside 0...1 continuing the end colours.
    func stops(from t0: Double, to t1: Double) -> [Gradient.Stop] {
        let span = t1 - t0
        var result: [Gradient.Stop] = []
        if t0 < 0 { result.append(Gradient.Stop(location: 0, color: stops.first!.color)) }
        for stop in stops { result.append(Gradient.Stop(location: (stop.location - t0) / span, color: stop.color)) }
        if t1 > 1 { result.append(Gradient.Stop(location: 1, color: stops.last!.color)) }
        return result
    }
}
