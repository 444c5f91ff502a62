import Foundation
import GlazeCoreGraphics

/// Drawings from pointfreeco/swift-snapshot-testing's own test suite (MIT),
/// ported call for call from Tests/SnapshotTestingTests (the heart path of
/// Internal/TestHelpers.swift, the tests of SnapshotTestingTests.swift) and
/// rendered as its image strategies render them (Sources/SnapshotTesting/
/// Snapshotting/CGPath.swift, UIBezierPath.swift, CALayer.swift, UIView.swift).
/// Test data only; References/PROVENANCE.md says where each picture came from.
enum SnapshotTestingInputs {
    /// The suite's heart: a 45° heart of lines, quadratic and cubic curves,
    /// with a circle above it, 30 points to the unit.
    static var heart: CGPath {
        let unit: CGFloat = 30
        func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x * unit, y: y * unit) }
        let path = CGMutablePath()
        path.move(to: point(0, 0))
        path.addLine(to: point(0, 2))
        path.addQuadCurve(to: point(1, 3), control: point(0.125, 2.875))
        path.addQuadCurve(to: point(2, 2), control: point(1.875, 2.875))
        path.addCurve(to: point(3, 1), control1: point(2.5, 2), control2: point(3, 1.5))
        path.addCurve(to: point(2, 0), control1: point(3, 0.5), control2: point(2.5, 0))
        path.addLine(to: point(0, 0))
        path.closeSubpath()
        path.addEllipse(in: CGRect(origin: point(2, 2), size: CGSize(width: unit, height: unit)))
        return path
    }

    /// `testCGPath`: the heart filled even-odd over its bounding box, at 1x.
    static func cgPathHeart() -> UIImage {
        let path = heart
        let format = UIGraphicsImageRendererFormat.preferred()
        format.scale = 1
        return UIGraphicsImageRenderer(bounds: path.boundingBoxOfPath, format: format).image { context in
            context.cgContext.addPath(path)
            context.cgContext.drawPath(using: .eoFill)
        }
    }

    /// `testUIBezierPath`: the heart as a UIBezierPath, filled, at 1x.
    static func bezierPathHeart() -> UIImage {
        let path = UIBezierPath(cgPath: heart)
        let format = UIGraphicsImageRendererFormat.preferred()
        format.scale = 1
        return UIGraphicsImageRenderer(bounds: path.bounds, format: format).image { _ in path.fill() }
    }

    /// `testCALayer`: a red 100-point layer with a 4-point black border, at 3x.
    static func borderedLayer() -> UIImage {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.backgroundColor = UIColor.red.cgColor
        layer.borderWidth = 4.0
        layer.borderColor = UIColor.black.cgColor
        return render(layer, scale: 3)
    }

    /// `testCALayerWithGradient`: a red-to-yellow gradient layer inside a plain one, at 3x.
    static func gradientLayer() -> UIImage {
        let baseLayer = CALayer()
        baseLayer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let gradientLayer = CAGradientLayer()
        gradientLayer.colors = [UIColor.red.cgColor, UIColor.yellow.cgColor]
        gradientLayer.frame = baseLayer.frame
        baseLayer.addSublayer(gradientLayer)
        return render(baseLayer, scale: 3)
    }

    /// `testPrecision` on iOS: a white-backed label of 43.5 × 20.5 points
    /// reading "Hello", the text the stored reference shows, at 3x.
    static func helloLabel() -> UIImage {
        let label = UILabel()
        label.frame = CGRect(origin: .zero, size: CGSize(width: 43.5, height: 20.5))
        label.backgroundColor = .white
        label.text = "Hello"
        return render(label.layer, scale: 3)
    }

    /// `layer` laid out and rendered over its bounds, as the layer and view strategies do.
    private static func render(_ layer: CALayer, scale: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(bounds: layer.bounds, format: format).image { context in
            layer.setNeedsLayout()
            layer.layoutIfNeeded()
            layer.render(in: context.cgContext)
        }
    }
}
