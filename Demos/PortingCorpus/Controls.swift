//
//  Controls.swift
//  Glaze porting corpus
//
//  Custom controls in the style real projects write them: a UIControl slider
//  and a star rating that track touches, a category that styles a UIButton
//  with per-state background images, and an image view showing a template
//  image in its tint.
//

import GlazeCoreGraphics  // ported: was `import UIKit`

// ported: `@IBDesignable` removed
open class ThumbSlider: UIControl {
    // ported: `@IBInspectable` removed from the four below
    open var minimumValue: CGFloat = 0
    open var maximumValue: CGFloat = 1
    open var value: CGFloat = 0.5 {
        didSet { setNeedsDisplay() }
    }
    open var trackColor: UIColor = .systemGray5

    public let thumbRadius: CGFloat = 12
    private var previousLocation = CGPoint.zero

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        value = 0.3
    }

    /// The track's rectangle: a 4-point bar between the thumb's extremes.
    public var trackRect: CGRect {
        CGRect(x: thumbRadius, y: bounds.midY - 2, width: bounds.width - 2 * thumbRadius, height: 4)
    }

    /// Where the thumb's centre is for `value`.
    public func position(for value: CGFloat) -> CGFloat {
        let fraction = (value - minimumValue) / (maximumValue - minimumValue)
        return trackRect.minX + fraction * trackRect.width
    }

    public var thumbRect: CGRect {
        let x = position(for: value)
        return CGRect(x: x - thumbRadius, y: bounds.midY - thumbRadius, width: 2 * thumbRadius, height: 2 * thumbRadius)
    }

    open override func draw(_ rect: CGRect) {
        let track = trackRect
        trackColor.setFill()
        UIBezierPath(roundedRect: track, cornerRadius: 2).fill()

        let filled = CGRect(x: track.minX, y: track.minY, width: position(for: value) - track.minX, height: track.height)
        tintColor.setFill()
        UIBezierPath(roundedRect: filled, cornerRadius: 2).fill()

        let thumb = UIBezierPath(ovalIn: thumbRect.insetBy(dx: 1, dy: 1))
        (isHighlighted ? UIColor.systemGray6 : UIColor.white).setFill()
        thumb.fill()
        UIColor.systemGray3.setStroke()
        thumb.lineWidth = 1
        thumb.stroke()
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        previousLocation = touch.location(in: self)
        // Only a touch on the thumb (or near it) drags it.
        return thumbRect.insetBy(dx: -8, dy: -8).contains(previousLocation)
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let location = touch.location(in: self)
        let delta = location.x - previousLocation.x
        previousLocation = location
        let deltaValue = (maximumValue - minimumValue) * delta / trackRect.width
        value = min(max(value + deltaValue, minimumValue), maximumValue)
        sendActions(for: .valueChanged)
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        setNeedsDisplay()
    }
}

public final class StarRatingControl: UIControl {
    public var maximumRating = 5 {
        didSet { setNeedsDisplay() }
    }
    public var rating = 0 {
        didSet {
            guard rating != oldValue else { return }
            setNeedsDisplay()
            sendActions(for: .valueChanged)
        }
    }
    public var filledColor: UIColor = .systemYellow
    public var emptyColor: UIColor = .systemGray4

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        isAccessibilityElement = true
        accessibilityLabel = "Rating"
        accessibilityTraits = .adjustable
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override var accessibilityValue: String? {
        get { "\(rating) of \(maximumRating) stars" }
        set {}
    }

    private var cellWidth: CGFloat { bounds.width / CGFloat(maximumRating) }

    /// A five-pointed star inscribed in `rect`.
    public static func starPath(in rect: CGRect) -> UIBezierPath {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let outer = min(rect.width, rect.height) / 2
        let inner = outer * 0.4
        let path = UIBezierPath()
        for index in 0..<10 {
            let radius = index % 2 == 0 ? outer : inner
            let angle = -CGFloat.pi / 2 + CGFloat(index) * .pi / 5
            let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.close()
        return path
    }

    public override func draw(_ rect: CGRect) {
        for index in 0..<maximumRating {
            let cell = CGRect(x: CGFloat(index) * cellWidth, y: 0, width: cellWidth, height: bounds.height)
            (index < rating ? filledColor : emptyColor).setFill()
            Self.starPath(in: cell.insetBy(dx: 4, dy: 4)).fill()
        }
    }

    private func updateRating(for touch: UITouch) {
        let x = touch.location(in: self).x
        rating = min(max(Int((x / cellWidth).rounded(.up)), 0), maximumRating)
    }

    public override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        updateRating(for: touch)
        return true
    }

    public override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        updateRating(for: touch)
        return true
    }
}

extension UIImage {
    /// A flat rounded rectangle of `color`, resizable between its corners.
    public static func pill(_ color: UIColor, height: CGFloat = 40, radius: CGFloat = 8) -> UIImage {
        let size = CGSize(width: radius * 2 + 1, height: height)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in
            color.setFill()
            UIBezierPath(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: radius).fill()
        }.resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: radius, bottom: 0, right: radius), resizingMode: .stretch)
    }
}

extension UIButton {
    /// Styles the button as a filled pill that darkens while pressed.
    public func applyPillStyle(_ color: UIColor, pressed: UIColor) {
        setBackgroundImage(.pill(color), for: .normal)
        setBackgroundImage(.pill(pressed), for: .highlighted)
        setTitleColor(.white, for: .normal)
        setTitleColor(UIColor(white: 1, alpha: 0.8), for: .highlighted)
        titleLabel?.font = .boldSystemFont(ofSize: 16)
        titleLabel?.shadowOffset = CGSize(width: 0, height: 1)
        setTitleShadowColor(UIColor(white: 0, alpha: 0.35), for: .normal)
    }
}

/// A bell-shaped template icon shown in an image view's tint.
public func makeTintedIconView(tint: UIColor) -> UIImageView {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    let icon = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24), format: format).image { _ in
        UIColor.black.setFill()
        UIBezierPath(roundedRect: CGRect(x: 4, y: 3, width: 16, height: 15), cornerRadius: 7).fill()
        UIRectFill(CGRect(x: 2, y: 15, width: 20, height: 3))
        UIBezierPath(ovalIn: CGRect(x: 9, y: 18, width: 6, height: 5)).fill()
    }.withRenderingMode(.alwaysTemplate)
    let imageView = UIImageView(image: icon)
    imageView.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    imageView.contentMode = .center
    imageView.tintColor = tint
    return imageView
}
