import Foundation
import Glaze
import GlazeCoreGraphics
import GlazeTestSupport
import PortingCorpus
import Testing

/// The events a control sent, in order, by name.
final class EventLog {
    var names: [String] = []

    init(_ control: UIControl) {
        let events: [(String, UIControl.Event)] = [
            ("touchDown", .touchDown), ("touchDownRepeat", .touchDownRepeat), ("touchDragInside", .touchDragInside),
            ("touchDragOutside", .touchDragOutside), ("touchDragEnter", .touchDragEnter), ("touchDragExit", .touchDragExit),
            ("touchUpInside", .touchUpInside), ("touchUpOutside", .touchUpOutside), ("touchCancel", .touchCancel),
            ("valueChanged", .valueChanged), ("primaryActionTriggered", .primaryActionTriggered),
        ]
        for (name, event) in events {
            control.addAction(UIAction { [weak self] _ in self?.names.append(name) }, for: event)
        }
    }
}

/// A shown window of `size` holding `view` at its origin.
func window(_ size: CGSize, holding view: UIView) -> UIWindow {
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.backgroundColor = .white
    window.addSubview(view)
    window.makeKeyAndVisible()
    return window
}

/// The corpus' controls (Demos/PortingCorpus/Controls.swift, Swift 5 mode)
/// driven by touches a test delivers through a window, and rendered after
/// each move against the same drawing made through Glaze's own API.
@Suite("Porting corpus: controls driven by touches", .systemFontStandIn(.dejaVuSans))
struct ControlsCorpusTests {
    /// The slider as Glaze draws it at `value`.
    private func sliderRecipe(_ size: CGSize, value: CGFloat, highlighted: Bool) throws -> Image {
        try recipe(size) { canvas in
            let track = CGRect(x: 12, y: size.height / 2 - 2, width: size.width - 24, height: 4)
            try canvas.fill(Path(roundedRect: track, cornerRadius: 2), with: .color(glaze(.systemGray5)))
            let x = track.minX + value * track.width
            try canvas.fill(Path(roundedRect: CGRect(x: track.minX, y: track.minY, width: x - track.minX, height: 4), cornerRadius: 2),
                            with: .color(glaze(.systemBlue)))
            let thumb = Path(ellipseIn: CGRect(x: x - 11, y: size.height / 2 - 11, width: 22, height: 22))
            try canvas.fill(thumb, with: .color(glaze(highlighted ? .systemGray6 : .white)))
            try canvas.stroke(thumb, with: .color(glaze(.systemGray3)), style: StrokeStyle(lineWidth: 1))
        }
    }

    @Test("the slider follows a drag inside, out past the slop and back, sending UIKit's events, drawn after each move")
    func sliderDrag() throws {
        let size = CGSize(width: 240, height: 60)
        let slider = ThumbSlider(frame: CGRect(origin: .zero, size: size))
        let window = window(size, holding: slider)
        let log = EventLog(slider)

        let touch = window.beginTouch(at: CGPoint(x: 120, y: 30), timestamp: 0)
        #expect(touch.view === slider && slider.isTracking && slider.isHighlighted && slider.isTouchInside)
        #expect(log.names == ["touchDown"])
        try ArticleComparison.expectMatch(window.renderedImage(scale: 2), sliderRecipe(size, value: 0.5, highlighted: true),
                                          "controls-slider-down", .within(1))

        window.moveTouch(touch, to: CGPoint(x: 174, y: 30), timestamp: 0.1)
        #expect(slider.value == 0.75)
        #expect(touch.previousLocation(in: slider) == CGPoint(x: 120, y: 30) && touch.location(in: slider) == CGPoint(x: 174, y: 30))
        try ArticleComparison.expectMatch(window.renderedImage(scale: 2), sliderRecipe(size, value: 0.75, highlighted: true),
                                          "controls-slider-dragged", .within(1))

        // 60 points below the bounds is within the 70-point slop; 71 is not.
        window.moveTouch(touch, to: CGPoint(x: 174, y: 120), timestamp: 0.2)
        #expect(slider.isTouchInside && slider.isHighlighted)
        window.moveTouch(touch, to: CGPoint(x: 228, y: 131), timestamp: 0.3)
        #expect(!slider.isTouchInside && !slider.isHighlighted && slider.isTracking)
        #expect(slider.value == 1)
        try ArticleComparison.expectMatch(window.renderedImage(scale: 2), sliderRecipe(size, value: 1, highlighted: false),
                                          "controls-slider-outside", .within(1))

        window.moveTouch(touch, to: CGPoint(x: 66, y: 30), timestamp: 0.4)
        #expect(slider.isHighlighted && slider.value == 0.25)
        window.endTouch(touch, timestamp: 0.5)
        #expect(!slider.isTracking && !slider.isHighlighted)
        try ArticleComparison.expectMatch(window.renderedImage(scale: 2), sliderRecipe(size, value: 0.25, highlighted: false),
                                          "controls-slider-up", .within(1))
        #expect(log.names == ["touchDown", "valueChanged", "touchDragInside", "valueChanged", "touchDragInside",
                              "valueChanged", "touchDragExit", "valueChanged", "touchDragEnter", "touchUpInside"])
        #expect(window.touchesInProgress.isEmpty)
    }

    @Test("a touch away from the thumb is not tracked, but still highlights and sends touch events")
    func sliderOffThumb() {
        let slider = ThumbSlider(frame: CGRect(x: 0, y: 0, width: 240, height: 60))
        let window = window(CGSize(width: 240, height: 60), holding: slider)
        let log = EventLog(slider)
        let touch = window.beginTouch(at: CGPoint(x: 20, y: 30), timestamp: 0)
        #expect(!slider.isTracking && slider.isHighlighted)
        window.moveTouch(touch, to: CGPoint(x: 200, y: 30), timestamp: 0.1)
        #expect(slider.value == 0.5)
        window.cancelTouch(touch, timestamp: 0.2)
        #expect(log.names == ["touchDown", "touchDragInside", "touchCancel"])
        #expect(!slider.isHighlighted)
    }

    /// The star rating as Glaze draws it with `rating` stars filled.
    private func starsRecipe(_ size: CGSize, rating: Int) throws -> Image {
        try recipe(size) { canvas in
            let cell = size.width / 5
            for index in 0..<5 {
                let rect = CGRect(x: CGFloat(index) * cell, y: 0, width: cell, height: size.height).insetBy(dx: 4, dy: 4)
                let center = CGPoint(x: rect.midX, y: rect.midY), outer = min(rect.width, rect.height) / 2
                var star = Path()
                for point in 0..<10 {
                    let radius = point % 2 == 0 ? outer : outer * 0.4
                    let angle = -CGFloat.pi / 2 + CGFloat(point) * .pi / 5
                    let p = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
                    if point == 0 { star.move(to: p) } else { star.addLine(to: p) }
                }
                star.closeSubpath()
                try canvas.fill(star, with: .color(glaze(index < rating ? .systemYellow : .systemGray4)))
            }
        }
    }

    @Test("the star rating follows a drag, rendered after each move, and reads as an adjustable element")
    func starRating() throws {
        let size = CGSize(width: 200, height: 40)
        let stars = StarRatingControl(frame: CGRect(origin: .zero, size: size))
        let window = window(size, holding: stars)
        let log = EventLog(stars)
        let touch = window.beginTouch(at: CGPoint(x: 10, y: 20), timestamp: 1)
        #expect(stars.rating == 1)
        try ArticleComparison.expectMatch(window.renderedImage(scale: 2), starsRecipe(size, rating: 1), "controls-stars-1", .within(1))
        window.moveTouch(touch, to: CGPoint(x: 100, y: 20), timestamp: 1.1)
        #expect(stars.rating == 3)
        try ArticleComparison.expectMatch(window.renderedImage(scale: 2), starsRecipe(size, rating: 3), "controls-stars-3", .within(1))
        window.moveTouch(touch, to: CGPoint(x: 300, y: 20), timestamp: 1.2)
        #expect(stars.rating == 5)
        try ArticleComparison.expectMatch(window.renderedImage(scale: 2), starsRecipe(size, rating: 5), "controls-stars-5", .within(1))
        window.endTouch(touch, timestamp: 1.3)
        #expect(log.names == ["valueChanged", "touchDown", "valueChanged", "touchDragInside", "valueChanged", "touchDragExit",
                              "touchUpOutside"])
        let nodes = window.accessibilityNodes()
        #expect(nodes == [AccessibilityNode(isElement: true, depth: 0, label: "Rating", value: "5 of 5 stars", hint: nil,
                                            traits: .adjustable, frame: CGRect(origin: .zero, size: size), identifier: nil)])
    }

    /// The pill button as Glaze draws it: the pill, then the title with its
    /// shadow a point below, at the place UIKit's classic layout gives it. A
    /// Core Graphics shadow takes the alpha of what casts it: 0.35 of the title's.
    private func pillRecipe(_ size: CGSize, fill: UIColor, title: Color, titleFrame: CGRect) throws -> Image {
        try recipe(size) { canvas in
            try canvas.fill(Path(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: 8), with: .color(glaze(fill)))
            let layout = try TextLayout(StyledText("Buy", style: TextStyle(font: .bold(16))))
            try canvas.beginTransparencyLayer()
            try canvas.draw(layout, at: CGPoint(x: titleFrame.minX, y: titleFrame.minY + 1), color: Color(red: 0, green: 0, blue: 0, alpha: 0.35 * title.alpha))
            try canvas.draw(layout, at: titleFrame.origin, color: title)
            try canvas.endTransparencyLayer()
        }
    }

    @Test("a pill button shows its per-state background image and title colour, normal and while pressed")
    func pillButton() throws {
        let size = CGSize(width: 160, height: 40)
        let button = UIButton(type: .custom)
        button.frame = CGRect(origin: .zero, size: size)
        button.applyPillStyle(.systemBlue, pressed: .systemIndigo)
        button.setTitle("Buy", for: .normal)
        let window = window(size, holding: button)
        let log = EventLog(button)

        let measured = try TextLayout(StyledText("Buy", style: TextStyle(font: .bold(16)))).size
        let titleSize = CGSize(width: measured.width.rounded(.up), height: measured.height.rounded(.up))
        let titleFrame = CGRect(x: (80 - titleSize.width / 2).rounded(), y: (20 - titleSize.height / 2).rounded(),
                                width: titleSize.width, height: titleSize.height)
        let normal = window.renderedImage(scale: 2)
        #expect(button.titleLabel?.frame == titleFrame)
        // The background image's 40 points are the least height.
        #expect(button.intrinsicContentSize == CGSize(width: titleSize.width, height: 40))
        // The shadow and the glyphs overlap on a few antialiased edge pixels,
        // which one shadowed drawing and two plain ones blend differently.
        let textTolerance = ArticleTolerance(channelDelta: 2, pixels: 60, largest: 96)
        try ArticleComparison.expectMatch(normal, pillRecipe(size, fill: .systemBlue, title: .white, titleFrame: titleFrame),
                                          "controls-pill-normal", textTolerance)

        let touch = window.beginTouch(at: CGPoint(x: 80, y: 20), timestamp: 0)
        #expect(button.state == .highlighted && button.currentBackgroundImage === button.backgroundImage(for: .highlighted))
        #expect(button.currentTitle == "Buy")
        try ArticleComparison.expectMatch(window.renderedImage(scale: 2),
                                          pillRecipe(size, fill: .systemIndigo, title: Color(red: 1, green: 1, blue: 1, alpha: 0.8),
                                                     titleFrame: titleFrame),
                                          "controls-pill-pressed", textTolerance)
        window.endTouch(touch, timestamp: 0.1)
        #expect(log.names == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        #expect(button.state == .normal)
        let node = try #require(window.accessibilityNodes().first)
        #expect(node.label == "Buy" && node.traits == .button && node.frame == CGRect(origin: .zero, size: size))
    }

    @Test("an image view draws its template image in its tint, centred, and again in a new tint")
    func tintedImageView() throws {
        let imageView = makeTintedIconView(tint: .systemPink)
        let window = window(CGSize(width: 40, height: 40), holding: imageView)
        func bell(_ color: UIColor) throws -> Image {
            try recipe(CGSize(width: 40, height: 40)) { canvas in
                var shape = Path(roundedRect: CGRect(x: 12, y: 11, width: 16, height: 15), cornerRadius: 7)
                shape.addRect(CGRect(x: 10, y: 23, width: 20, height: 3))
                shape.addEllipse(in: CGRect(x: 17, y: 26, width: 6, height: 5))
                try canvas.fill(shape, with: .color(glaze(color)))
            }
        }
        #expect(imageView.intrinsicContentSize == CGSize(width: 24, height: 24))
        let tolerance = ArticleTolerance(channelDelta: 2, pixels: 40, largest: 64)
        try ArticleComparison.expectMatch(window.renderedImage(scale: 2), bell(.systemPink), "controls-icon-pink", tolerance)
        imageView.tintColor = .systemTeal
        try ArticleComparison.expectMatch(window.renderedImage(scale: 2), bell(.systemTeal), "controls-icon-teal", tolerance)
    }
}
