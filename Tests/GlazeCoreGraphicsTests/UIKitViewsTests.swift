import Foundation
import Glaze
import GlazeCoreGraphics
import GlazeTestSupport
import Testing

/// The size `text` takes in `font` as Glaze's own `TextLayout` measures it,
/// wrapped at `width`, rounded up to whole points (the main screen is 1x).
/// The core's style for `font`: its Glaze font, and the system font's tracking.
private func style(_ font: UIFont) -> TextStyle {
    TextStyle(font: font.glazeFont, letterSpacing: font.tracking)
}

private func measured(_ text: String, _ font: UIFont, width: CGFloat? = nil) throws -> CGSize {
    let size = try TextLayout(StyledText(text, style: style(font)), width: width).size
    return CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
}

@Suite("UIKit views: labels, buttons, image views, accessibility, touches")
struct UIKitViewsTests {
    @Test("a label's sizeThatFits is TextLayout's measurement, by lines allowed")
    func labelSizes() throws {
        let label = UILabel()
        label.font = .systemFont(ofSize: 17)
        label.text = "The quick brown fox jumps over the lazy dog"
        let oneLine = try measured(label.text!, .systemFont(ofSize: 17))
        #expect(label.sizeThatFits(.zero) == oneLine)
        #expect(label.intrinsicContentSize == oneLine)
        label.numberOfLines = 0
        let wrapped = try measured(label.text!, .systemFont(ofSize: 17), width: 120)
        let fits = label.sizeThatFits(CGSize(width: 120, height: 0))
        #expect(fits.height == wrapped.height && fits.width <= 120)
        label.numberOfLines = 2
        let two = label.sizeThatFits(CGSize(width: 120, height: 0))
        let lineHeight = try measured("X", .systemFont(ofSize: 17)).height
        #expect(wrapped.height > 2 * lineHeight && abs(two.height - 2 * lineHeight) <= 1)
        label.numberOfLines = 1
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        label.frame = CGRect(x: 0, y: 0, width: oneLine.width * 0.7, height: 30)
        let shrunk = label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 1)
        #expect(shrunk.width <= label.bounds.width && shrunk.width > oneLine.width * 0.6)
        #expect(label.isAccessibilityElement && label.accessibilityTraits == .staticText && label.accessibilityLabel == label.text)
    }

    @Test("a label draws its text centred down its bounds, in its colour, as Glaze draws the same layout")
    func labelPixels() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        label.backgroundColor = .white
        label.text = "Inbox"
        label.font = .boldSystemFont(ofSize: 17)
        label.textColor = .systemRed
        label.textAlignment = .center
        let layout = try TextLayout(StyledText("Inbox", style: style(.boldSystemFont(ofSize: 17))), width: 120,
                                    paragraph: ParagraphStyle(alignment: .center))
        let height = layout.size.height.rounded(.up)
        let expected = try Image(size: CGSize(width: 120, height: 40), scale: 2) { canvas in
            try canvas.fill(canvas.bounds, with: .color(.white))
            try canvas.draw(layout, at: CGPoint(x: 0, y: ((40 - layout.size.height) / 2).rounded(.down)),
                            color: glaze(.systemRed))
        }
        #expect(label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 1).height <= height)
        try ArticleComparison.expectMatch(render(label), expected, "label-centred", .within(1))
    }

    @Test("a button's per-state values fall back to .normal; a system button's title takes the tint")
    func buttonStates() {
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        button.setTitle("Saved", for: .selected)
        #expect(button.title(for: .highlighted) == "Save" && button.title(for: .selected) == "Saved")
        #expect(button.title(for: [.selected, .highlighted]) == "Save")
        button.tintColor = .systemGreen
        #expect(button.currentTitleColor == .systemGreen)
        button.isEnabled = false
        #expect(button.currentTitleColor == .systemGray)
        #expect(button.accessibilityTraits == [.button, .notEnabled])
        let custom = UIButton(frame: .zero)
        #expect(custom.buttonType == .custom && custom.currentTitleColor == .white)
        custom.setImage(UIImage.pill(.red), for: .normal)
        custom.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
        custom.imageEdgeInsets = UIEdgeInsets(top: 0, left: -6, bottom: 0, right: 6)
        custom.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
        custom.layoutIfNeeded()
        // A 17 × 40 image centred in the content rectangle, moved half of (left − right).
        #expect(custom.imageView?.frame == CGRect(x: 41.5 - 6, y: 10, width: 17, height: 40).integralOrigin)
    }

    @Test("image views place their image by content mode and size to it")
    func imageViewModes() {
        let image = UIImage.pill(.red)   // 17 × 40 points
        let view = UIImageView(image: image)
        #expect(view.frame.size == image.size && view.intrinsicContentSize == image.size && !view.isUserInteractionEnabled)
        #expect(UIImageView(frame: .zero).intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        view.isHighlighted = true
        #expect(view.sizeThatFits(.zero) == image.size)
    }

    @Test("accessibility reads elements in order, containers with their elements, frames in window coordinates")
    func accessibilityTree() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        window.makeKeyAndVisible()
        let title = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 20))
        title.text = "Sales"
        let chart = UIView(frame: CGRect(x: 0, y: 40, width: 300, height: 100))
        let bar = UIAccessibilityElement(accessibilityContainer: chart)
        bar.accessibilityLabel = "March"
        bar.accessibilityValue = "42"
        bar.accessibilityFrameInContainerSpace = CGRect(x: 20, y: 10, width: 30, height: 90)
        chart.accessibilityElements = [bar]
        let button = UIButton(frame: CGRect(x: 10, y: 150, width: 80, height: 30))
        button.setTitle("Share", for: .normal)
        button.isSelected = true
        let hidden = UILabel()
        hidden.text = "Secret"
        hidden.isHidden = true
        [title, chart, button, hidden].forEach(window.addSubview)
        let nodes = window.accessibilityNodes()
        #expect(nodes.map(\.label) == ["Sales", nil, "March", "Share"])
        #expect(nodes.map(\.isElement) == [true, false, true, true])
        #expect(nodes.map(\.depth) == [0, 0, 1, 0])
        #expect(nodes[2].frame == CGRect(x: 20, y: 50, width: 30, height: 90) && nodes[2].value == "42")
        #expect(nodes[3].traits == [.button, .selected] && nodes[0].traits == .staticText)

        UIAccessibility.removePostedNotifications()
        UIAccessibility.post(notification: .layoutChanged, argument: button)
        UIAccessibility.post(notification: .announcement, argument: "Shared")
        let posted = UIAccessibility.postedNotifications
        #expect(posted.map(\.notification) == [.layoutChanged, .announcement])
        #expect((posted[0].argument as AnyObject) === button && posted[1].argument as? String == "Shared")
        #expect(UIAccessibility.Notification.announcement.rawValue == 1008 && UIAccessibilityTraits.header.rawValue == 1 << 16)
    }

    @Test("touches outside the window, non-finite or in a hidden window go nowhere; exclusive touch blocks others")
    func touchEdgeCases() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 50, height: 100))
        let other = UIControl(frame: CGRect(x: 50, y: 0, width: 50, height: 100))
        [control, other].forEach(window.addSubview)
        let log = EventLog(control)
        #expect(window.beginTouch(at: CGPoint(x: 10, y: 10), timestamp: 0).view == nil)   // hidden window
        window.makeKeyAndVisible()
        let outside = window.beginTouch(at: CGPoint(x: -5, y: 10), timestamp: 0)
        let nan = window.beginTouch(at: CGPoint(x: CGFloat.nan, y: 10), timestamp: 0)
        window.moveTouch(outside, to: CGPoint(x: 10, y: 10), timestamp: 1)
        window.endTouch(nan, timestamp: 1)
        #expect(outside.view == nil && nan.view == nil && window.touchesInProgress.isEmpty && log.names.isEmpty)

        control.isExclusiveTouch = true
        let first = window.beginTouch(at: CGPoint(x: 10, y: 10), timestamp: .nan, tapCount: 2)
        let second = window.beginTouch(at: CGPoint(x: 60, y: 10), timestamp: 0.5)
        #expect(first.view === control && second.view == nil && !other.isHighlighted)
        #expect(first.timestamp == 0 && second.timestamp == 0.5)
        window.endTouch(first, timestamp: 0.2)   // earlier than the last event: taken as 0.5
        #expect(first.timestamp == 0.5 && first.phase == .ended && first.tapCount == 2)
        #expect(log.names == ["touchDown", "touchDownRepeat", "touchUpInside"])
    }

    @Test("feedback generators do nothing; system images are the ones registered, as templates")
    func feedbackAndSymbols() {
        UIImpactFeedbackGenerator(style: .heavy).impactOccurred()
        UISelectionFeedbackGenerator().selectionChanged()
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        #expect(UIImage(systemName: "glaze.test.unknown") == nil)
        UIImage.registerSystemImage(.pill(.red), named: "glaze.test.pill")
        let symbol = UIImage(systemName: "glaze.test.pill")
        #expect(symbol?.renderingMode == .alwaysTemplate && symbol?.size == CGSize(width: 17, height: 40))
        UIImage.registerSystemImage(nil, named: "glaze.test.pill")
        #expect(UIImage(systemName: "glaze.test.pill") == nil)
    }
}

private extension CGRect {
    /// The rectangle with its origin rounded to whole points, as the button places its parts at 1x.
    var integralOrigin: CGRect { CGRect(x: minX.rounded(), y: minY.rounded(), width: width, height: height) }
}
