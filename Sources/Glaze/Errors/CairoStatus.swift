internal import CGlazeCairo

/// A Cairo status code, carried by ``GlazeError/Code-swift.struct/cairo``.
public struct CairoStatus: Hashable, Sendable, CustomStringConvertible {
    /// The raw `cairo_status_t` value.
    public let rawValue: UInt32

    /// Wraps a raw `cairo_status_t` value.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    init(_ status: cairo_status_t) {
        self.rawValue = status.rawValue
    }

    /// Cairo's own wording for the status.
    public var description: String {
        String(cString: cairo_status_to_string(cairo_status_t(rawValue)))
    }
}

extension cairo_status_t {
    /// Throws a ``GlazeError/Code-swift.struct/cairo`` unless this is success.
    func check(_ operation: @autoclosure () -> String) throws(GlazeError) {
        if self != CAIRO_STATUS_SUCCESS {
            throw GlazeError(.cairo(operation: operation(), status: CairoStatus(self)))
        }
    }
}

/// Returns a surface Cairo has just created, or destroys it and throws when Cairo
/// reports that creating it failed: the one owner of every new surface is then
/// either the caller or nobody.
func checkedSurface(_ surface: OpaquePointer, _ operation: @autoclosure () -> String) throws(GlazeError) -> OpaquePointer {
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
        cairo_surface_destroy(surface)
        throw GlazeError(.cairo(operation: operation(), status: CairoStatus(status)))
    }
    return surface
}
