import Foundation
import GlazeCoreGraphics

/// Article 03's `HTExampleRasterizableComponent`: a component drawn in code,
/// here a tab — a gradient of its colour under its title, its top corners
/// rounded by a shape layer that masks its root layer, its bottom corners
/// square.
///
/// Its colour, corner radius, title, highlight and size make its state;
/// anything else (its `tag`, say) does not. The mask is why the article
/// needs its `UIView+HTDrawInContext` category: without it the rendered
/// image would have square top corners on Apple's platforms.
open class ExampleRasterizableComponent: UIView, RasterizableView {
    /// The colour at the bottom of the gradient; the top is lighter.
    open var color = UIColor(red: 0.16, green: 0.42, blue: 0.75, alpha: 1) {
        didSet { setNeedsDisplay() }
    }
    /// The radius of the two top corners, which the mask rounds.
    open var cornerRadius: CGFloat = 12 {
        didSet { setNeedsLayout() }
    }
    /// The title, in bold white at the centre.
    open var title = "" {
        didSet { setNeedsDisplay() }
    }
    /// Whether the tab is pressed: then its colours are darker.
    open var isHighlighted = false {
        didSet { setNeedsDisplay() }
    }

    private let shape = CAShapeLayer()

    /// A component with `frame`, transparent outside its tab shape.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// A component from an archive; see `UIView.init(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isOpaque = false
        shape.fillColor = UIColor.black.cgColor
        layer.mask = shape
    }

    /// Colour, corner radius, title, highlight and size.
    open var keyPathsThatAffectState: [AnyKeyPath] {
        [\ExampleRasterizableComponent.color, \ExampleRasterizableComponent.cornerRadius,
         \ExampleRasterizableComponent.title, \ExampleRasterizableComponent.isHighlighted,
         \ExampleRasterizableComponent.bounds.size]
    }

    /// Shapes the mask to the bounds: a radius that is not finite counts as
    /// 0, and none is more than half the shorter side.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let largest = max(min(bounds.width, bounds.height) / 2, 0)
        let radius = cornerRadius.isFinite ? min(max(cornerRadius, 0), largest) : 0
        shape.frame = bounds
        shape.path = UIBezierPath(roundedRect: bounds, byRoundingCorners: [.topLeft, .topRight],
                                  cornerRadii: CGSize(width: radius, height: radius)).cgPath
    }

    /// Draws the gradient, a light line along the top and a dark one along
    /// the bottom, and the title, all square: the mask rounds them.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let base = isHighlighted ? Self.mix(color, .black, 0.3) : color
        let colors = [Self.mix(base, .white, 0.35).cgColor, base.cgColor] as CFArray
        if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1]) {
            context.drawLinearGradient(gradient, start: CGPoint(x: 0, y: bounds.minY), end: CGPoint(x: 0, y: bounds.maxY),
                                       options: [])
        }
        UIColor(white: 1, alpha: 0.45).setFill()
        UIRectFill(CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: 1))
        UIColor(white: 0, alpha: 0.3).setFill()
        UIRectFill(CGRect(x: bounds.minX, y: bounds.maxY - 1, width: bounds.width, height: 1))

        let shadow = NSShadow()
        shadow.shadowColor = UIColor(white: 0, alpha: 0.4)
        shadow.shadowOffset = CGSize(width: 0, height: -1)
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 15), .foregroundColor: UIColor.white,
                                                         .shadow: shadow]
        let size = title.size(withAttributes: attributes)
        title.draw(at: CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2), withAttributes: attributes)
    }

    /// `color` moved `amount` of the way to `target`, channel by channel.
    private static func mix(_ color: UIColor, _ target: UIColor, _ amount: CGFloat) -> UIColor {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        var toRed: CGFloat = 0, toGreen: CGFloat = 0, toBlue: CGFloat = 0
        color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        target.getRed(&toRed, green: &toGreen, blue: &toBlue, alpha: nil)
        func blend(_ from: CGFloat, _ to: CGFloat) -> CGFloat { from + (to - from) * amount }
        return UIColor(red: blend(red, toRed), green: blend(green, toGreen), blue: blend(blue, toBlue), alpha: alpha)
    }
}
