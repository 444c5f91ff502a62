import Foundation
import Glaze
import GlazeCoreGraphics
import GlazeTestSupport
import Testing

/// A view that fills an inset oval with its tint colour.
private final class DotView: UIView {
    var drawnRects: [CGRect] = []
    override func draw(_ rect: CGRect) {
        drawnRects.append(rect)
        tintColor.setFill()
        UIBezierPath(ovalIn: bounds.insetBy(dx: 2, dy: 2)).fill()
    }
}

/// A view that lays out its one subview to fill its right half.
private final class HalfView: UIView {
    let half = UIView()
    var layouts = 0
    override init(frame: CGRect) {
        super.init(frame: frame)
        half.backgroundColor = .blue
        addSubview(half)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
        half.frame = CGRect(x: bounds.midX, y: 0, width: bounds.width / 2, height: bounds.height)
    }
}

/// Renders `view` as iOS shows it: through a renderer over its bounds at `scale`.
private func render(_ view: UIView, scale: CGFloat = 2) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    return UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { view.layer.render(in: $0.cgContext) }
}

@Suite("UIView drawing")
struct UIViewTests {
    @Test("a view draws its background, then draw(_:) over the bounds, then its subviews at their frames, as Glaze draws them")
    func backgroundDrawSubviews() throws {
        let view = DotView(frame: CGRect(x: 100, y: 50, width: 40, height: 30))
        view.backgroundColor = .systemGray6
        view.tintColor = .systemRed
        let badge = UIView(frame: CGRect(x: 28, y: 2, width: 10, height: 10))
        badge.backgroundColor = .systemGreen
        badge.layer.cornerRadius = 5
        view.addSubview(badge)
        let port = render(view)
        #expect(view.drawnRects == [CGRect(x: 0, y: 0, width: 40, height: 30)])

        let recipe = try Image(size: CGSize(width: 40, height: 30), scale: 2) { canvas in
            try canvas.fill(canvas.bounds, with: .color(Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)))
            try canvas.fill(Path(ellipseIn: CGRect(x: 2, y: 2, width: 36, height: 26)),
                            with: .color(Color(red: 1, green: 59 / 255, blue: 48 / 255)))
            try canvas.fill(Path(roundedRect: CGRect(x: 28, y: 2, width: 10, height: 10), cornerRadius: 5),
                            with: .color(Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255)))
        }
        try ArticleComparison.expectMatch(port, recipe, "view-background-draw-subviews", .within(1))
    }

    @Test("alpha composites the view and its subviews as one group; hidden views are left out")
    func alphaAndHidden() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.isOpaque = false
        view.alpha = 0.5
        let red = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        red.backgroundColor = .red
        let blue = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
        blue.backgroundColor = .blue
        let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        hidden.backgroundColor = .green
        hidden.isHidden = true
        [red, blue, hidden].forEach(view.addSubview)
        let image = render(view, scale: 1)
        // One group at half alpha: blue over red shows pure blue at half, not a mix.
        expectPixel(pixel(image, 5, 10), RGBA(0, 0, 128, 128), tolerance: 1)
        expectPixel(pixel(image, 15, 10), RGBA(128, 0, 0, 128), tolerance: 1)
    }

    @Test("clipsToBounds clips subviews; without it they draw outside the bounds")
    func clipping() {
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let inner = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
        inner.backgroundColor = .red
        outer.addSubview(inner)
        let wide = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30)).image { outer.layer.render(in: $0.cgContext) }
        #expect(pixel(wide, 20, 20) == opaqueRed)
        outer.clipsToBounds = true
        let clipped = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30)).image { outer.layer.render(in: $0.cgContext) }
        #expect(pixel(clipped, 20, 20) == transparent && pixel(clipped, 7, 7) == opaqueRed)
    }

    @Test("draw(_:) is clipped to the bounds, as a backing store would be")
    func drawClippedToBounds() {
        final class Spill: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.red.setFill()
                UIRectFill(CGRect(x: -10, y: -10, width: 50, height: 50))
            }
        }
        let view = Spill(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        host.isOpaque = false
        host.addSubview(view)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30)).image { host.layer.render(in: $0.cgContext) }
        #expect(pixel(image, 15, 15) == opaqueRed)
        #expect(pixel(image, 5, 5) == transparent && pixel(image, 25, 25) == transparent)
    }

    @Test("a view is laid out before it renders, and again only after its size changes")
    func layoutBeforeRender() {
        let view = HalfView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        var image = render(view, scale: 1)
        #expect(view.layouts == 1 && pixel(image, 15, 5) == opaqueBlue && pixel(image, 5, 5) == transparent)
        _ = render(view, scale: 1)
        #expect(view.layouts == 1)
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
        image = render(view, scale: 1)
        #expect(view.layouts == 2 && pixel(image, 25, 5) == opaqueBlue && pixel(image, 15, 5) == transparent)
    }

    @Test("tint colour is inherited down the tree and a template image draws in it")
    func tintInheritance() throws {
        let star = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in
            UIColor(red: 0.2, green: 0.9, blue: 0.1, alpha: 1).setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 4))
        }.withRenderingMode(.alwaysTemplate)
        final class ImageDrawer: UIView {
            var image: UIImage?
            override func draw(_ rect: CGRect) { image?.draw(in: bounds) }
        }
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        parent.isOpaque = false
        let child = ImageDrawer(frame: parent.bounds)
        child.isOpaque = false
        child.image = star
        parent.addSubview(child)
        #expect(child.tintColor == .systemBlue)
        parent.tintColor = .systemOrange
        #expect(child.tintColor == .systemOrange)
        let image = render(parent, scale: 1)
        #expect(pixel(image, 0, 0) == Pixel(red: 255, green: 149, blue: 0, alpha: 255))
        #expect(pixel(image, 3, 0) == transparent)
        // Outside a view, a template takes UIKit's default tint; an original image its own colours.
        let loose = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in star.draw(at: .zero) }
        #expect(pixel(loose, 0, 0) == Pixel(red: 0, green: 122, blue: 255, alpha: 255))
        let original = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in
            star.withRenderingMode(.alwaysOriginal).draw(at: .zero)
        }
        expectPixel(pixel(original, 0, 0), RGBA(51, 230, 26, 255), tolerance: 1)
    }

    @Test("drawHierarchy(in:afterScreenUpdates:) scales the view into the rect of the current context")
    func drawHierarchy() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .red
        let blue = UIView(frame: CGRect(x: 5, y: 0, width: 5, height: 10))
        blue.backgroundColor = .blue
        view.addSubview(blue)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20)).image { _ in
            #expect(view.drawHierarchy(in: CGRect(x: 20, y: 0, width: 20, height: 20), afterScreenUpdates: true))
        }
        #expect(pixel(image, 10, 10) == transparent)
        #expect(pixel(image, 25, 10) == opaqueRed && pixel(image, 35, 10) == opaqueBlue)
        #expect(view.drawHierarchy(in: .zero, afterScreenUpdates: false) == false)
    }

    @Test("the hierarchy keeps UIKit's order and geometry: insert, remove, front, back, convert, tags")
    func hierarchy() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50)), b = UIView(), c = UIView()
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, belowSubview: b)
        #expect(root.subviews.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
        root.bringSubviewToFront(a)
        #expect(root.subviews.last === a && root.layer.sublayers?.last === a.layer)
        root.sendSubviewToBack(a)
        #expect(root.subviews.first === a && root.layer.sublayers?.first === a.layer)
        let leaf = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        leaf.tag = 7
        a.addSubview(leaf)
        a.bounds.origin = CGPoint(x: 2, y: 0)
        #expect(leaf.convert(CGPoint(x: 1, y: 1), to: root) == CGPoint(x: 14, y: 16))
        #expect(root.convert(CGPoint(x: 14, y: 16), to: leaf) == CGPoint(x: 1, y: 1))
        #expect(root.viewWithTag(7) === leaf && leaf.isDescendant(of: root))
        a.addSubview(root)
        #expect(root.superview == nil)
        leaf.removeFromSuperview()
        #expect(a.subviews.isEmpty && a.layer.sublayers?.isEmpty == true)
        #expect(a.center == CGPoint(x: 35, y: 35) && a.frame.size == CGSize(width: 50, height: 50))
    }

    @Test("a control's state follows isEnabled, isSelected and isHighlighted")
    func controlState() {
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(control.state == .normal)
        control.isSelected = true
        control.isHighlighted = true
        control.isEnabled = false
        #expect(control.state == [.selected, .highlighted, .disabled])
    }

    @Test("views start opaque at the main screen's scale, with contentMode .redraw redrawing on resize")
    func defaults() {
        let view = UIScreen.main.withScale(3) { UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        #expect(view.isOpaque && view.contentScaleFactor == 3 && view.alpha == 1 && !view.clipsToBounds)
        view.layer.display()
        view.contentMode = .redraw
        view.bounds.size = CGSize(width: 20, height: 20)
        #expect(view.layer.needsDisplay())
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }
}
