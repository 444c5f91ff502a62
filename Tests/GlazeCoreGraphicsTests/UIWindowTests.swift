import Foundation
import Glaze
import GlazeCoreGraphics
import GlazeTestSupport
import Testing

/// A view that logs its life-cycle and layout calls into a shared journal.
private final class LoggingView: UIView {
    var name = ""
    var journal: Journal?
    override func willMove(toSuperview newSuperview: UIView?) { journal?.add("\(name).willMove(toSuperview: \(newSuperview == nil ? "nil" : "view"))") }
    override func didMoveToSuperview() { journal?.add("\(name).didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) { journal?.add("\(name).willMove(toWindow: \(newWindow == nil ? "nil" : "window"))") }
    override func didMoveToWindow() { journal?.add("\(name).didMoveToWindow(\(window == nil ? "nil" : "window"))") }
    override func didAddSubview(_ subview: UIView) { journal?.add("\(name).didAddSubview") }
    override func willRemoveSubview(_ subview: UIView) { journal?.add("\(name).willRemoveSubview") }
    override func layoutSubviews() { journal?.add("\(name).layoutSubviews") }
    override func traitCollectionDidChange(_ previous: UITraitCollection?) { journal?.add("\(name).traitCollectionDidChange") }
}

private final class Journal {
    var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
}

private func logging(_ name: String, _ journal: Journal, frame: CGRect = .zero) -> LoggingView {
    let view = LoggingView(frame: frame)
    view.name = name
    view.journal = journal
    return view
}

@Suite("UIWindow: life cycle, layout and hit-testing")
struct UIWindowTests {
    @Test("adding a tree to a window calls the life-cycle methods in UIKit's order, top down")
    func lifeCycleOrder() {
        let journal = Journal()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = logging("parent", journal), child = logging("child", journal)
        parent.addSubview(child)
        #expect(journal.entries == ["child.willMove(toSuperview: view)", "child.didMoveToSuperview", "parent.didAddSubview"])
        journal.entries = []
        window.addSubview(parent)
        #expect(journal.entries == [
            "parent.willMove(toSuperview: view)",
            "parent.willMove(toWindow: window)", "child.willMove(toWindow: window)",
            "parent.didMoveToWindow(window)", "child.didMoveToWindow(window)",
            "parent.traitCollectionDidChange", "child.traitCollectionDidChange",
            "parent.didMoveToSuperview",
        ])
        #expect(child.window === window && parent.window === window && window.window === window)
        #expect(child.next === parent && parent.next === window && window.next == nil)
        journal.entries = []
        parent.removeFromSuperview()
        #expect(journal.entries == [
            "parent.willMove(toSuperview: nil)",
            "parent.willMove(toWindow: nil)", "child.willMove(toWindow: nil)",
            "parent.didMoveToWindow(nil)", "child.didMoveToWindow(nil)",
            "parent.traitCollectionDidChange", "child.traitCollectionDidChange",
            "parent.didMoveToSuperview",
        ])
        #expect(child.window == nil)
    }

    @Test("a view added to itself or to its own descendant is refused: nothing is called and the tree is unchanged")
    func cycles() {
        let journal = Journal()
        let a = logging("a", journal), b = logging("b", journal), c = logging("c", journal)
        a.addSubview(b)
        b.addSubview(c)
        journal.entries = []
        a.addSubview(a)
        c.addSubview(a)
        b.insertSubview(a, at: 0)
        #expect(journal.entries.isEmpty)
        #expect(a.superview == nil && b.superview === a && c.superview === b && c.subviews.isEmpty)
        #expect(a.layer.superlayer == nil)
    }

    @Test("layout runs top down before rendering, again after setNeedsLayout, and layoutIfNeeded runs it now")
    func layoutPass() {
        let journal = Journal()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.makeKeyAndVisible()
        let parent = logging("parent", journal, frame: window.bounds), child = logging("child", journal)
        parent.addSubview(child)
        window.addSubview(parent)
        journal.entries = []
        _ = window.renderedImage(scale: 1)
        #expect(journal.entries == ["parent.layoutSubviews", "child.layoutSubviews"])
        journal.entries = []
        _ = window.renderedImage(scale: 1)
        #expect(journal.entries.isEmpty)
        child.setNeedsLayout()
        child.layoutIfNeeded()
        #expect(journal.entries == ["child.layoutSubviews"])
    }

    @Test("autoresizing masks share a change of the superview's size among the flexible parts")
    func autoresizing() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let footer = UIView(frame: CGRect(x: 0, y: 80, width: 200, height: 20))
        footer.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        let centred = UIView(frame: CGRect(x: 50, y: 25, width: 100, height: 50))
        centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        let fixed = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        [footer, centred, fixed].forEach(window.addSubview)
        window.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        #expect(footer.frame == CGRect(x: 0, y: 280, width: 400, height: 20))
        #expect(centred.frame == CGRect(x: 150, y: 125, width: 100, height: 50))
        #expect(fixed.frame == CGRect(x: 10, y: 10, width: 10, height: 10))
    }

    @Test("hit-testing finds the frontmost view that takes touches; hidden, disabled and non-interactive views pass")
    func hitTesting() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.makeKeyAndVisible()
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        back.addSubview(label)
        front.addSubview(control)
        [back, front].forEach(window.addSubview)
        #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === control)
        #expect(window.hitTest(CGPoint(x: 80, y: 80), with: nil) === front)
        #expect(window.hitTest(CGPoint(x: 20, y: 20), with: nil) === back)   // the label takes no touches
        control.isEnabled = false
        #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === front)
        front.isHidden = true
        #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
        #expect(window.hitTest(CGPoint(x: 250, y: 60), with: nil) == nil)
        #expect(control.convert(CGPoint(x: 5, y: 5), to: nil) == CGPoint(x: 55, y: 55))
        #expect(control.convert(CGPoint(x: 5, y: 5), to: back) == CGPoint(x: 55, y: 55))
        #expect(back.convert(CGPoint(x: 5, y: 5), from: control) == CGPoint(x: 55, y: 55))
        window.isHidden = true
        #expect(window.hitTest(CGPoint(x: 20, y: 20), with: nil) == nil)
    }

    @Test("semantic content attributes decide the layout direction; sizeToFit keeps the frame's origin")
    func directionAndSizeToFit() {
        let view = UIView()
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        let window = UIWindow(frame: .zero)
        window.addSubview(view)
        #expect(view.traitCollection.layoutDirection == .leftToRight)
        let label = UILabel(frame: CGRect(x: 10, y: 20, width: 0, height: 0))
        label.text = "Hello"
        label.sizeToFit()
        #expect(label.frame.origin == CGPoint(x: 10, y: 20))
        #expect(label.frame.width > 0)
    }

    @Test("absurd sizes: a window past the pixel limit renders an empty image; infinite sizes resize nothing")
    func absurdSizes() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1e9, height: 1e9))
        window.makeKeyAndVisible()
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        child.autoresizingMask = [.flexibleWidth]
        window.addSubview(child)
        #expect(window.renderedImage(scale: 1).size == .zero)
        #expect(window.hitTest(CGPoint(x: 5e8, y: 5e8), with: nil) === window)
        window.frame = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)
        #expect(child.frame.width.isFinite)
        let label = UILabel()
        label.text = "Wide"
        #expect(label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .nan)).width < 100)
    }

    @Test("a tree 10,000 views deep is added to a window, laid out, hit-tested, rendered and released")
    func deepTree() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.makeKeyAndVisible()
        let root = UIView(frame: window.bounds)
        var leaf = root
        for _ in 0..<10_000 {
            let child = UIView(frame: leaf.bounds)
            leaf.addSubview(child)
            leaf = child
        }
        leaf.backgroundColor = .red
        window.addSubview(root)
        #expect(leaf.window === window)
        #expect(window.hitTest(CGPoint(x: 5, y: 5), with: nil) === leaf)
        let image = window.renderedImage(scale: 1)
        #expect(pixel(image, 5, 5) == opaqueRed)
        #expect(window.accessibilityNodes().isEmpty)
        root.removeFromSuperview()
        #expect(leaf.window == nil)
    }
}
