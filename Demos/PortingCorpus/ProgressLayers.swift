//
//  ProgressLayers.swift
//  Glaze porting corpus
//
//  A progress ring whose view is backed by a CAShapeLayer that animates
//  strokeEnd, and a pie layer with an animatable property of its own.
//

import GlazeCoreGraphics  // ported: was `import UIKit`

public final class ProgressRingView: UIView {
    public override class var layerClass: AnyClass {
        return CAShapeLayer.self
    }

    private var shapeLayer: CAShapeLayer {
        return layer as! CAShapeLayer
    }

    public var lineWidth: CGFloat = 8 {
        didSet { updatePath() }
    }

    public var progressColor: UIColor = .systemBlue {
        didSet { shapeLayer.strokeColor = progressColor.cgColor }
    }

    public private(set) var progress: CGFloat = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        backgroundColor = .clear
        isOpaque = false
        shapeLayer.fillColor = UIColor.clear.cgColor
        shapeLayer.strokeColor = progressColor.cgColor
        shapeLayer.lineCap = .round
        shapeLayer.strokeEnd = 0
        updatePath()
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        updatePath()
    }

    private func updatePath() {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = (min(bounds.width, bounds.height) - lineWidth) / 2
        shapeLayer.path = UIBezierPath(arcCenter: center, radius: radius, startAngle: -.pi / 2,
                                       endAngle: 3 * .pi / 2, clockwise: true).cgPath
        shapeLayer.lineWidth = lineWidth
    }

    public func setProgress(_ value: CGFloat, animated: Bool, duration: CFTimeInterval = 0.6) {
        let clamped = max(0, min(1, value))
        if animated {
            let animation = CABasicAnimation(keyPath: "strokeEnd")
            animation.fromValue = shapeLayer.presentation()?.strokeEnd ?? progress
            animation.toValue = clamped
            animation.duration = duration
            animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            shapeLayer.add(animation, forKey: "progress")
        }
        shapeLayer.strokeEnd = clamped
        progress = clamped
    }
}

public final class PieLayer: CALayer {
    // ported: was `@NSManaged var fraction: CGFloat` (see the porter's rules)
    public var fraction: CGFloat {
        get { return value(forKey: "fraction") as? CGFloat ?? 0 }
        set { setValue(newValue, forKey: "fraction") }
    }

    public var pieColor: UIColor = .systemOrange

    public override init() {
        super.init()
        needsDisplayOnBoundsChange = true
        setNeedsDisplay()
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? PieLayer {
            pieColor = other.pieColor
        }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override class func needsDisplay(forKey key: String) -> Bool {
        if key == "fraction" {
            return true
        }
        return super.needsDisplay(forKey: key)
    }

    public override func action(forKey event: String) -> CAAction? {
        if event == "fraction" {
            let animation = CABasicAnimation(keyPath: event)
            animation.fromValue = presentation()?.fraction ?? fraction
            animation.duration = 0.4
            animation.timingFunction = CAMediaTimingFunction(name: .linear)
            return animation
        }
        return super.action(forKey: event)
    }

    public override func draw(in ctx: CGContext) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2
        ctx.move(to: center)
        ctx.addArc(center: center, radius: radius, startAngle: -.pi / 2,
                   endAngle: -.pi / 2 + 2 * .pi * fraction, clockwise: false)
        ctx.closePath()
        ctx.setFillColor(pieColor.cgColor)
        ctx.fillPath()
    }
}
