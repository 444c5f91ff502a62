//
//  GradientLayer.swift
//  Glaze porting corpus
//
//  A CALayer subclass that draws its own gradient and redraws when resized.
//

import GlazeCoreGraphics  // ported: was `import UIKit`

public final class GradientLayer: CALayer {
    public var colors: [UIColor] = [.systemBlue, .systemPurple] {
        didSet { setNeedsDisplay() }
    }

    public var isRadial = false {
        didSet { setNeedsDisplay() }
    }

    public override init() {
        super.init()
        needsDisplayOnBoundsChange = true
        setNeedsDisplay()
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? GradientLayer {
            colors = other.colors
            isRadial = other.isRadial
        }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override func draw(in ctx: CGContext) {
        let cgColors = colors.map { $0.cgColor } as CFArray
        guard let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: cgColors, locations: nil) else { return }
        if isRadial {
            let center = CGPoint(x: bounds.midX, y: bounds.midY)
            ctx.drawRadialGradient(gradient, startCenter: center, startRadius: 0, endCenter: center,
                                   endRadius: max(bounds.width, bounds.height) / 2, options: .drawsAfterEndLocation)
        } else {
            ctx.drawLinearGradient(gradient, start: CGPoint(x: bounds.minX, y: bounds.minY),
                                   end: CGPoint(x: bounds.minX, y: bounds.maxY), options: [])
        }
    }
}

/// A view backed by the gradient layer.
public final class GradientView: UIView {
    public override class var layerClass: AnyClass { return GradientLayer.self }

    public var gradientLayer: GradientLayer { return layer as! GradientLayer }
}
