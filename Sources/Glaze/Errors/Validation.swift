import Foundation

/// Argument checks shared by every layer, each throwing a named ``GlazeError``.
enum Validate {
    static func finite(_ value: Double, _ name: String) throws(GlazeError) {
        guard value.isFinite else { throw .notFinite(name, value) }
    }

    static func positive(_ value: Double, _ name: String) throws(GlazeError) {
        guard value.isFinite, value > 0 else { throw .notPositive(name, value) }
    }

    static func nonNegative(_ value: Double, _ name: String) throws(GlazeError) {
        guard value.isFinite, value >= 0 else {
            throw GlazeError(.invalidArgument(name: name, value: "\(value)", reason: "must be finite and not negative"))
        }
    }

    static func unitInterval(_ value: Double, _ name: String) throws(GlazeError) {
        guard value.isFinite, (0...1).contains(value) else {
            throw GlazeError(.invalidArgument(name: name, value: "\(value)", reason: "must lie in 0...1"))
        }
    }

    static func point(_ point: CGPoint, _ name: String) throws(GlazeError) {
        guard point.x.isFinite, point.y.isFinite else {
            throw GlazeError(.invalidArgument(name: name, value: "(\(point.x), \(point.y))", reason: "coordinates must be finite"))
        }
    }

    static func rect(_ rect: CGRect, _ name: String) throws(GlazeError) {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite,
              rect.size.width.isFinite, rect.size.height.isFinite else {
            throw GlazeError(.invalidArgument(name: name, value: "\(rect)", reason: "origin and size must be finite"))
        }
    }
}
