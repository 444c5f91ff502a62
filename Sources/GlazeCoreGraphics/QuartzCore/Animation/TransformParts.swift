import Foundation

/// A transform taken apart into the pieces Core Animation's key paths name
/// and interpolates: translation, scale, a rotation about z, and the rest of
/// the matrix (z and perspective) as it is.
struct TransformParts {
    var translation: (x: CGFloat, y: CGFloat, z: CGFloat)
    var scale: (x: CGFloat, y: CGFloat, z: CGFloat)
    var rotation: CGFloat
    var shear: CGFloat
    /// The entries the plane's decomposition does not cover.
    var rest: CATransform3D

    init(_ t: CATransform3D) {
        translation = (t.m41, t.m42, t.m43)
        let sx = hypot(t.m11, t.m12)
        rotation = atan2(t.m12, t.m11)
        // What is left once the rotation and x scale are divided out: the shear and y scale.
        let c = cos(rotation), s = sin(rotation)
        let c21 = c * t.m21 + s * t.m22, c22 = -s * t.m21 + c * t.m22
        scale = (sx, c22, t.m33)
        shear = c22 != 0 ? c21 / c22 : 0
        rest = t
    }

    /// The transform the parts describe.
    var transform: CATransform3D {
        var t = rest
        let c = cos(rotation), s = sin(rotation)
        // Scale and shear, then the rotation: rows of [sx 0; sh·sy sy] · R.
        t.m11 = scale.x * c
        t.m12 = scale.x * s
        t.m21 = shear * scale.y * c - scale.y * s
        t.m22 = shear * scale.y * s + scale.y * c
        t.m33 = scale.z
        (t.m41, t.m42, t.m43) = translation
        return t
    }

    /// The parts a fraction `f` of the way to `other`; the rest of the matrix elementwise.
    func mixed(with other: TransformParts, _ f: Double) -> TransformParts {
        let k = CGFloat(f)
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * k }
        var out = self
        out.translation = (mix(translation.x, other.translation.x), mix(translation.y, other.translation.y),
                           mix(translation.z, other.translation.z))
        out.scale = (mix(scale.x, other.scale.x), mix(scale.y, other.scale.y), mix(scale.z, other.scale.z))
        out.rotation = mix(rotation, other.rotation)
        out.shear = mix(shear, other.shear)
        let a = rest.rows, b = other.rest.rows
        out.rest = CATransform3D(rows: (0..<4).map { i in (0..<4).map { j in mix(a[i][j], b[i][j]) } })
        return out
    }

    /// The component a `transform.…` key path names, or `nil` for an unknown one.
    func component(_ name: String) -> CGFloat? {
        switch name {
        case "rotation", "rotation.z": rotation
        case "rotation.x", "rotation.y": 0
        case "scale": (scale.x + scale.y + scale.z) / 3
        case "scale.x": scale.x
        case "scale.y": scale.y
        case "scale.z": scale.z
        case "translation.x": translation.x
        case "translation.y": translation.y
        case "translation.z": translation.z
        default: nil
        }
    }

    /// These parts with the named component set to `value`; `false` for an unknown name.
    mutating func set(_ name: String, to value: CGFloat) -> Bool {
        switch name {
        case "rotation", "rotation.z": rotation = value
        case "scale": scale = (value, value, value)
        case "scale.x": scale.x = value
        case "scale.y": scale.y = value
        case "scale.z": scale.z = value
        case "translation.x": translation.x = value
        case "translation.y": translation.y = value
        case "translation.z": translation.z = value
        default: return false
        }
        return true
    }
}
