//
//  GaugeView.swift
//  Glaze porting corpus
//
//  A speedometer-style gauge composed of shape layers (a track arc and a
//  value arc that animates) and labels for its ticks, and a card view that
//  slides and fades with UIView's animation blocks.
//

import GlazeCoreGraphics  // ported: was `import UIKit`

public final class GaugeView: UIView {
    public static let startAngle: CGFloat = .pi * 3 / 4
    public static let endAngle: CGFloat = .pi * 9 / 4

    private let trackLayer = CAShapeLayer()
    private let valueLayer = CAShapeLayer()
    private var tickLabels: [UILabel] = []

    public var lineWidth: CGFloat = 10 {
        didSet { setNeedsLayout() }
    }

    public var trackColor: UIColor = UIColor(white: 0.88, alpha: 1) {
        didSet { trackLayer.strokeColor = trackColor.cgColor }
    }

    public var valueColor: UIColor = .systemGreen {
        didSet { valueLayer.strokeColor = valueColor.cgColor }
    }

    public var tickTitles: [String] = ["0", "50", "100"] {
        didSet { rebuildTickLabels() }
    }

    public private(set) var value: CGFloat = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        backgroundColor = .white
        for arc in [trackLayer, valueLayer] {
            arc.fillColor = nil
            arc.lineWidth = lineWidth
            arc.lineCap = .round
            layer.addSublayer(arc)
        }
        trackLayer.strokeColor = trackColor.cgColor
        valueLayer.strokeColor = valueColor.cgColor
        valueLayer.strokeEnd = 0
        rebuildTickLabels()
    }

    private func rebuildTickLabels() {
        tickLabels.forEach { $0.removeFromSuperview() }
        tickLabels = tickTitles.map { title in
            let label = UILabel()
            label.text = title
            label.font = .systemFont(ofSize: 11, weight: .medium)
            label.textColor = .darkGray
            label.textAlignment = .center
            addSubview(label)
            return label
        }
        setNeedsLayout()
    }

    public var arcRadius: CGFloat {
        return min(bounds.width, bounds.height) / 2 - lineWidth / 2 - 2
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let path = UIBezierPath(arcCenter: center, radius: arcRadius, startAngle: GaugeView.startAngle,
                                endAngle: GaugeView.endAngle, clockwise: true)
        for arc in [trackLayer, valueLayer] {
            arc.frame = bounds
            arc.path = path.cgPath
            arc.lineWidth = lineWidth
        }
        // Ticks sit inside the arc, spread evenly from start to end.
        let labelRadius = arcRadius - lineWidth - 12
        for (index, label) in tickLabels.enumerated() {
            let fraction = tickLabels.count > 1 ? CGFloat(index) / CGFloat(tickLabels.count - 1) : 0
            let angle = GaugeView.startAngle + (GaugeView.endAngle - GaugeView.startAngle) * fraction
            let x = center.x + labelRadius * cos(angle)
            let y = center.y + labelRadius * sin(angle)
            label.frame = CGRect(x: (x - 20).rounded(), y: (y - 8).rounded(), width: 40, height: 16)
        }
    }

    public func setValue(_ newValue: CGFloat, animated: Bool, duration: CFTimeInterval = 0.8) {
        let clamped = min(max(newValue, 0), 1)
        if animated {
            let animation = CABasicAnimation(keyPath: "strokeEnd")
            animation.fromValue = valueLayer.presentation()?.strokeEnd ?? valueLayer.strokeEnd
            animation.toValue = clamped
            animation.duration = duration
            animation.timingFunction = CAMediaTimingFunction(name: .easeOut)
            valueLayer.add(animation, forKey: "value")
        }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        valueLayer.strokeEnd = clamped
        CATransaction.commit()
        value = clamped
    }
}

public final class NotificationCardView: UIView {
    public var onDismissed: ((Bool) -> Void)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBlue
        layer.cornerRadius = 8
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Slides the card in from above with a little bounce.
    public func present(in container: UIView, at origin: CGPoint) {
        frame.origin = CGPoint(x: origin.x, y: -frame.height)
        alpha = 0
        container.addSubview(self)
        UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
                       options: [.curveEaseOut], animations: {
            self.frame.origin = origin
            self.alpha = 1
        }, completion: nil)
    }

    /// Fades the card out while it shrinks a little, then removes it.
    public func dismiss() {
        UIView.animate(withDuration: 0.3, delay: 0.1, options: [.beginFromCurrentState, .curveEaseIn], animations: {
            self.alpha = 0
            self.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        }, completion: { finished in
            if finished {
                self.removeFromSuperview()
            }
            self.onDismissed?(finished)
        })
    }
}
