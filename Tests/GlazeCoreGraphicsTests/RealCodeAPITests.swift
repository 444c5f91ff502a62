import Foundation
import GlazeCoreGraphics
import Testing

/// Small Apple APIs that real drawing files (a ring-progress layer, star
/// ratings, range sliders) use and that measuring them found missing.
@Suite("APIs real drawing code uses")
struct RealCodeAPITests {
    @Test("a window's views are light; traits merge and compare their interface style")
    func interfaceStyle() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.traitCollection.userInterfaceStyle == .unspecified)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(view)
        #expect(view.traitCollection.userInterfaceStyle == .light)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(view.traitCollection.hasDifferentColorAppearance(comparedTo: dark))
        #expect(!view.traitCollection.hasDifferentColorAppearance(comparedTo: view.traitCollection))
        #expect(UITraitCollection().hasDifferentColorAppearance(comparedTo: nil) == false)
        let merged = UITraitCollection(traitsFrom: [dark, UITraitCollection(displayScale: 2), UITraitCollection()])
        #expect(merged.userInterfaceStyle == .dark && merged.displayScale == 2)
        #expect(merged != UITraitCollection(displayScale: 2))
        #expect(merged == UITraitCollection(traitsFrom: [UITraitCollection(displayScale: 2), dark]))
        #expect(UIUserInterfaceStyle.dark.rawValue == 2)
    }

    @Test("the layout direction for a semantic attribute: right to left only when forced")
    func layoutDirection() {
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        for attribute in [UISemanticContentAttribute.unspecified, .playback, .spatial, .forceLeftToRight] {
            #expect(UIView.userInterfaceLayoutDirection(for: attribute) == .leftToRight)
        }
    }

    private final class Stepper: UIView {
        var value = 0
        override func accessibilityIncrement() { value += 1 }
        override func accessibilityDecrement() { value -= 1 }
        override func accessibilityActivate() -> Bool { value = 0; return true }
    }

    private final class Thumb: UIAccessibilityElement {
        var steps: [Int] = []
        override func accessibilityIncrement() { steps.append(1) }
        override func accessibilityDecrement() { steps.append(-1) }
    }

    @Test("accessibility actions: overridable, doing nothing by default")
    func accessibilityActions() {
        let stepper = Stepper()
        stepper.accessibilityIncrement()
        stepper.accessibilityIncrement()
        stepper.accessibilityDecrement()
        #expect(stepper.value == 1)
        #expect(stepper.accessibilityActivate() && stepper.value == 0)
        let plain = UIView()
        plain.accessibilityIncrement()
        #expect(!plain.accessibilityActivate())
        let thumb = Thumb(accessibilityContainer: stepper)
        thumb.accessibilityIncrement()
        thumb.accessibilityDecrement()
        #expect(thumb.steps == [1, -1] && !thumb.accessibilityActivate())
    }

    @Test("CGPath(__byStroking:) is the stroked copy, under its transform")
    func strokingInitializer() throws {
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 10, y: 20))
        line.addLine(to: CGPoint(x: 90, y: 20))
        let outline = try #require(CGPath(__byStroking: line, transform: nil, lineWidth: 10, lineCap: .butt,
                                          lineJoin: .miter, miterLimit: 10))
        #expect(outline.boundingBoxOfPath == CGRect(x: 10, y: 15, width: 80, height: 10))
        var twice = CGAffineTransform(scaleX: 2, y: 2)
        let scaled = try #require(CGPath(__byStroking: line, transform: &twice, lineWidth: 10, lineCap: .round,
                                         lineJoin: .round, miterLimit: 0))
        // Round caps reach the half width, 10 units after scaling, past each end.
        let box = scaled.boundingBoxOfPath
        #expect(abs(box.minX - 10) < 0.05 && abs(box.maxX - 190) < 0.05 && abs(box.minY - 30) < 0.05 && abs(box.maxY - 50) < 0.05)
        // A width Core Graphics cannot stroke gives an empty outline, not nil.
        let empty = CGPath(__byStroking: line, transform: nil, lineWidth: .nan, lineCap: .butt, lineJoin: .miter,
                           miterLimit: 10)
        #expect(empty?.isEmpty == true)
    }

    @Test("setting sublayers replaces them, moving superlayers and refusing cycles")
    func settingSublayers() {
        let root = CALayer(), a = CALayer(), b = CALayer(), elsewhere = CALayer(), c = CALayer()
        root.addSublayer(a)
        elsewhere.addSublayer(c)
        root.sublayers = [b, c]
        #expect(root.sublayers?.count == 2 && root.sublayers?[0] === b && root.sublayers?[1] === c)
        #expect(a.superlayer == nil && b.superlayer === root && c.superlayer === root)
        #expect(elsewhere.sublayers?.isEmpty == true)
        // Reordering keeps them; the root itself and its ancestors are left out.
        let parent = CALayer()
        parent.addSublayer(root)
        root.sublayers = [c, root, parent, b, c]
        #expect(root.sublayers?.count == 2 && root.sublayers?[0] === c && root.sublayers?[1] === b)
        #expect(parent.superlayer == nil && root.superlayer === parent)
        root.sublayers = nil
        #expect(root.sublayers == nil && b.superlayer == nil && c.superlayer == nil)
    }

    @Test("preferred fonts: the system font at Dynamic Type's default (Large) sizes")
    func preferredFonts() {
        let sizes: [(UIFont.TextStyle, CGFloat)] = [(.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20),
                                                    (.headline, 17), (.subheadline, 15), (.body, 17), (.callout, 16),
                                                    (.footnote, 13), (.caption1, 12), (.caption2, 11)]
        for (style, size) in sizes {
            #expect(UIFont.preferredFont(forTextStyle: style).pointSize == size)
        }
        #expect(UIFont.preferredFont(forTextStyle: .headline).glazeFont
                    == UIFont.systemFont(ofSize: 17, weight: .semibold).glazeFont)
        #expect(UIFont.preferredFont(forTextStyle: .body).glazeFont == UIFont.systemFont(ofSize: 17).glazeFont)
        #expect(UIFont.TextStyle.body.rawValue == "UICTFontTextStyleBody")
        #expect(UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: "unknown")).pointSize == 17)
    }
}
