internal import CGlazeCairo

extension Gradient {
    /// A new Cairo pattern for the gradient with every stop's alpha scaled by `alpha`.
    func makePattern(alpha: Double) -> OpaquePointer {
        let pattern: OpaquePointer
        switch geometry {
        case let .linear(start, end):
            pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)!
        case let .radial(c0, r0, c1, r1):
            pattern = cairo_pattern_create_radial(c0.x, c0.y, r0, c1.x, c1.y, r1)!
        }
        for stop in drawnStops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, c.red, c.green, c.blue, c.alpha * alpha)
        }
        switch extend {
        case .none: cairo_pattern_set_extend(pattern, CAIRO_EXTEND_NONE)
        case .pad: cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        case .repeat: cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        case .reflect: cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REFLECT)
        }
        return pattern
    }
}

extension Gradient {
    /// The stops handed to Cairo: exact repeats of the stop before dropped,
    /// since two identical stops draw what one does. The last stop stays, so
    /// that a gradient keeps both its ends (Cairo takes one stop for a solid).
    var drawnStops: [Stop] {
        var out: [Stop] = []
        out.reserveCapacity(stops.count)
        for (index, stop) in stops.enumerated() where stop != out.last || index == stops.count - 1 {
            out.append(stop)
        }
        return out
    }
}
