import DemoSupport
import Foundation
import Glaze
import GlazeCoreGraphics
import PortedArticles

/// "Ported from Core Graphics": every picture on the page is drawn by the
/// articles' code written against Core Graphics and UIKit (the PortedArticles
/// library), run on the page through `Canvas.withCGContext`. Only the headings
/// and captions are Glaze's own.
enum PortedSheet {
    static let pageSize = CGSize(width: 820, height: 1356 + sideSwipeHeight)
    static let left = SheetStyle.margin

    static func draw(_ canvas: Canvas) throws {
        // The images the ports make are drawn once at the page's density.
        let scale = max(canvas.scale, 2)
        // Views and image contexts of scale 0 draw at the screen's scale: the page's density.
        try UIScreen.main.withScale(scale) { try drawSections(canvas, scale: scale) }
    }

    static func drawSections(_ canvas: Canvas, scale: CGFloat) throws {
        var y = try SheetStyle.drawHeader(
            on: canvas, title: "Ported from Core Graphics",
            subtitle: "The five articles' drawing code as an Apple developer writes it today — UIGraphicsImageRenderer, "
                + "UIBezierPath, CGContext, CGGradient, resizable UIImages — compiled unchanged against GlazeCoreGraphics "
                + "and drawn here through canvas.withCGContext. The tests hold each port to its GlazeKit recipe, pixel by pixel.")
        y = try tinting(canvas, y: y, scale: scale)
        y = try glossy(canvas, y: y, scale: scale)
        y = try noise(canvas, y: y, scale: scale)
        y = try segments(canvas, y: y, scale: scale)
        y = try bars(canvas, y: y, scale: scale)
        y = try sideSwipe(canvas, y: y, scale: scale)
        try rasterCache(canvas, y: y, scale: scale)
    }

    /// Article 01: the grey button and an icon tinted both ways, and the hybrid background stretched.
    static func tinting(_ canvas: Canvas, y top: CGFloat, scale: CGFloat) throws -> CGFloat {
        let y = try SheetStyle.drawSection("01 · Tinting through blend modes; the hybrid background drawn once at 11 × 37",
                                           on: canvas, at: top)
        let tints = [UIColor(red: 0.8, green: 0.1, blue: 0.1, alpha: 1), UIColor(red: 0.1, green: 0.5, blue: 0.85, alpha: 1),
                     UIColor(red: 0.2, green: 0.6, blue: 0.2, alpha: 1)]
        let button = SampleArt.greyButton(scale: scale), star = SampleArt.star(scale: scale)
        // The article's images, shown as its sample app shows them: in image views.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 748, height: 100))
        func show(_ image: UIImage, at point: CGPoint) {
            let view = UIImageView(image: image)
            view.frame.origin = point
            window.addSubview(view)
        }
        show(button, at: CGPoint(x: 0, y: 8))
        show(star, at: CGPoint(x: 18, y: 48))
        for (index, tint) in tints.enumerated() {
            let x = 100 + CGFloat(index) * 80
            show(button.tintedImage(with: tint), at: CGPoint(x: x, y: 8))
            show(button.tintedGradientImage(with: tint), at: CGPoint(x: x, y: 46))
            show(star.tintedImage(with: tint), at: CGPoint(x: x + 18, y: 84))
        }
        // CBHybrid: its two shared backgrounds at their own size, then buttons stretching them.
        let sample = CBHybrid(frame: .zero)
        for (index, state) in [UIControl.State.normal, .highlighted].enumerated() {
            if let image = sample.backgroundImage(for: state) {
                show(image, at: CGPoint(x: 380 + CGFloat(index) * 20, y: 8))
            }
        }
        let wide = CBHybrid(frame: CGRect(x: 430, y: 8, width: 318, height: CBHybrid.height))
        let pressed = hybridButton("Pressed", frame: CGRect(x: 430, y: 56, width: 200, height: CBHybrid.height))
        let normal = hybridButton("Normal", frame: CGRect(x: 640, y: 56, width: 108, height: CBHybrid.height))
        for view in [wide, pressed, normal] { window.addSubview(view) }
        window.makeKeyAndVisible()
        // A finger held on the pressed one.
        window.beginTouch(at: CGPoint(x: pressed.frame.midX, y: pressed.frame.midY), timestamp: 0)
        canvas.render(window, at: CGPoint(x: left, y: y))
        try SheetStyle.drawCaption("source · destinationIn (row 1) · overlay, then destinationIn (row 2)", on: canvas,
                                   x: left, y: y + 108, width: 340)
        try SheetStyle.drawCaption("11 × 37, normal and pressed, drawn once · stretched between caps of 5", on: canvas,
                                   x: left + 380, y: y + 108, width: 368)
        return y + 136
    }

    /// Article 04: the sample's buttons in red, green and blue, and pressed.
    static func glossy(_ canvas: Canvas, y top: CGFloat, scale: CGFloat) throws -> CGFloat {
        let y = try SheetStyle.drawSection("04 · Shiny buttons: Gallagher's gloss in the flipped, y-up space of the article, 310 × 54",
                                           on: canvas, at: top)
        // The article's view controller: its loadView makes the red, green and
        // blue buttons; here they are moved into a grid and retitled, and a
        // fourth is held down by a finger, showing its grey highlighted background.
        let controller = ShinyButtonsViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 748, height: 134))
        window.rootViewController = controller
        controller.view.backgroundColor = nil
        let red = UIColor(red: 0.65, green: 0.05, blue: 0.05, alpha: 1)
        let buttons = controller.view.subviews.compactMap { $0 as? UIButton } + [controller.shinyButton(withWidth: 310, height: 54, color: red)]
        for (index, (button, title)) in zip(buttons, ["Start", "Reset", "Stop", "Pressed"]).enumerated() {
            button.frame.origin = CGPoint(x: CGFloat(index % 2) * 340, y: 10 + CGFloat(index / 2) * 66)
            button.setTitle(title, for: .normal)
        }
        // Without the border, the gloss fills the whole rounded rect.
        let plain = UIButton(type: .custom)
        plain.frame = CGRect(x: 688, y: 10, width: 60, height: 120)
        plain.setBackgroundToGlossyRect(ofColor: UIColor(red: 0.9, green: 0.45, blue: 0.05, alpha: 1), withBorder: false, for: .normal)
        controller.view.addSubview(plain)
        window.makeKeyAndVisible()
        window.beginTouch(at: CGPoint(x: buttons[3].frame.midX, y: buttons[3].frame.midY), timestamp: 0)
        canvas.render(window, at: CGPoint(x: left, y: y))
        try SheetStyle.drawCaption("no border", on: canvas, x: left + 688, y: y + 134, width: 60)
        return y + 156
    }

    /// Article 05: the noise button at its minimum size, tiled wider.
    static func noise(_ canvas: Canvas, y top: CGFloat, scale: CGFloat) throws -> CGFloat {
        let y = try SheetStyle.drawSection("05 · Subtle noise: the article's CIRandomGenerator and CIColorMonochrome at 5%, tiled",
                                           on: canvas, at: top)
        let button = NoiseButton.buttonImage(seed: 7, scale: scale)
        canvas.withCGContext { _ in
            button.draw(at: CGPoint(x: left, y: y + 10))
            button.draw(in: CGRect(x: left + 100, y: y + 10, width: 220, height: NoiseButton.height))
            button.draw(in: CGRect(x: left + 350, y: y + 10, width: 398, height: NoiseButton.height))
            label("Tiled", in: CGRect(x: left + 100, y: y + 10, width: 220, height: NoiseButton.height), color: .darkGray)
        }
        try SheetStyle.drawCaption("70 × 44, caps of 10 · the same image at 220 and 398 points", on: canvas,
                                   x: left, y: y + 60, width: 320)
        return y + 84
    }

    /// Article 02: cap cropping, and a segmented control built from the pieces.
    static func segments(_ canvas: Canvas, y top: CGFloat, scale: CGFloat) throws -> CGFloat {
        let y = try SheetStyle.drawSection("02 · Cap cropping: a stretchable image drawn wider than its context, its caps outside",
                                           on: canvas, at: top)
        let cap: CGFloat = 14
        let image = CustomSegmentedControl.segmentImage(height: 47, capWidth: cap, selected: false, scale: scale)
        let selected = CustomSegmentedControl.segmentImage(height: 47, capWidth: cap, selected: true, scale: scale)
        let pieces: [(CustomSegmentedControl.Caps, String)] = [(.leftOnly, "left cap: (0, 0, W + 14, h)"),
                                                              (.rightOnly, "right cap: (−14, 0, W + 14, h)"),
                                                              (.neither, "no caps: (−14, 0, W + 28, h)")]
        canvas.withCGContext { _ in
            image.draw(at: CGPoint(x: left, y: y + 10))
            for (index, (caps, _)) in pieces.enumerated() {
                CustomSegmentedControl.croppedImage(image, capWidth: cap, width: 150, keeping: caps)
                    .draw(at: CGPoint(x: left + 60 + CGFloat(index) * 170, y: y + 10))
            }
            CustomSegmentedControl.controlImage(widths: [80, 100, 47], titles: ["Day", "Week", "All"], selectedIndex: 1,
                                                image: image, selectedImage: selected, capWidth: cap,
                                                dividerColor: UIColor(white: 0.55, alpha: 1))
                .draw(at: CGPoint(x: left + 60, y: y + 84))
            CustomSegmentedControl.controlImage(widths: [100, 100, 100, 100], titles: ["Inbox", "Sent", "Drafts", "Trash"],
                                                selectedIndex: 3, image: image, selectedImage: selected, capWidth: cap,
                                                dividerColor: UIColor(white: 0.55, alpha: 1))
                .draw(at: CGPoint(x: left + 340, y: y + 84))
        }
        try SheetStyle.drawCaption("source", on: canvas, x: left - 6, y: y + 62, width: 42)
        for (index, (_, caption)) in pieces.enumerated() {
            try SheetStyle.drawCaption(caption, on: canvas, x: left + 60 + CGFloat(index) * 170, y: y + 62, width: 150)
        }
        try SheetStyle.drawCaption("segments of 80, 100 and 47 points, one-point dividers", on: canvas,
                                   x: left + 20, y: y + 136, width: 309)
        return y + 162
    }

    /// Article 02: the Twitter-style tab bar, its arrow sliding, and navigation bars with back buttons.
    static func bars(_ canvas: Canvas, y top: CGFloat, scale: CGFloat) throws -> CGFloat {
        let y = try SheetStyle.drawSection("02 · Tab bar icons through clip(to:mask:); navigation bars with stretchable back buttons",
                                           on: canvas, at: top)
        let icons = [SampleArt.star(scale: scale), SampleArt.disc(scale: scale), SampleArt.frame(scale: scale), SampleArt.star(scale: scale)]
        let sections: [(String, String, [UIColor])] = [
            ("Photos", "Albums", [UIColor(red: 0.25, green: 0.45, blue: 0.7, alpha: 1), UIColor(red: 0.1, green: 0.2, blue: 0.4, alpha: 1)]),
            ("Reading list", "Library", [UIColor(red: 0.55, green: 0.36, blue: 0.2, alpha: 1), UIColor(red: 0.3, green: 0.17, blue: 0.08, alpha: 1)]),
        ]
        // The tab bars: the second item touched (a touch down selects), the last glowing; the last selected.
        let artwork = CustomTabBarArtwork(images: icons, width: 360)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 748, height: 140))
        for (index, selected) in [1, 3].enumerated() {
            let bar = CustomTabBar(itemCount: icons.count, itemSize: CGSize(width: 90, height: CustomTabBar.height), tag: index,
                                   delegate: artwork)
            // Room above for the arrow, which pokes out of the bar.
            bar.frame.origin = CGPoint(x: CGFloat(index) * 388, y: 8 + CustomTabBar.arrowSize.height - 2)
            window.addSubview(bar)
            if index == 0 {
                bar.glowItem(at: 3)
            } else {
                bar.selectItem(at: selected)
            }
        }
        // The navigation bars: a background per section, the back button sized to the title below.
        for (index, (title, back, colors)) in sections.enumerated() {
            let bar = CustomNavigationBar(frame: CGRect(x: CGFloat(index) * 388, y: 90, width: 360, height: 44))
            bar.titleTextAttributes = CustomNavigationBar.classicTitleTextAttributes
            bar.setBackgroundWith(CustomNavigationBar.backgroundImage(colors: colors, height: 44))
            bar.setItems([UINavigationItem(title: back), UINavigationItem(title: title)], animated: false)
            let backButton = bar.backButtonWith(CustomNavigationBar.backButtonImage(highlighted: false),
                                                highlight: CustomNavigationBar.backButtonImage(highlighted: true),
                                                leftCapWidth: CustomNavigationBar.backButtonCapWidth)
            bar.topItem?.leftBarButtonItem = UIBarButtonItem(customView: backButton)
            window.addSubview(bar)
        }
        window.makeKeyAndVisible()
        // Laid out, as a screen would be by now, so that the touch finds the buttons.
        window.layoutIfNeeded()
        let firstBar = window.subviews[0]
        window.beginTouch(at: CGPoint(x: firstBar.frame.minX + 135, y: firstBar.frame.midY), timestamp: 0)
        canvas.render(window, at: CGPoint(x: left, y: y))
        try SheetStyle.drawCaption("the second item selected, the last with new content · the last selected", on: canvas,
                                   x: left, y: y + 62, width: 748)
        try SheetStyle.drawCaption("one background image per section, drawn across the bar; the back button sized to its title",
                                   on: canvas, x: left, y: y + 140, width: 748)
        return try tabBarSlide(canvas, y: y + 166, icons: icons)
    }

    /// Article 02's arrow sliding: one bar, its first item touched and then
    /// its last, drawn at five moments of the sample's 0.2-second slide.
    static func tabBarSlide(_ canvas: Canvas, y: CGFloat, icons: [UIImage]) throws -> CGFloat {
        let width: CGFloat = 140, gap: CGFloat = 12
        let moments: [CFTimeInterval] = [0, 0.05, 0.1, 0.15, 0.2]
        let clock = CAMediaClock()
        try clock.withCurrent {
            let (window, bar) = CustomTabBarArtwork(images: icons, width: width).makeBarInWindow()
            for index in [0, icons.count - 1] {
                let button = bar.buttons[index].frame
                let touch = window.beginTouch(at: bar.convert(CGPoint(x: button.midX, y: button.midY), to: window), timestamp: 0)
                window.endTouch(touch, timestamp: 0)
            }
            for (column, time) in moments.enumerated() {
                clock.now = time
                let x = left + CGFloat(column) * (width + gap)
                canvas.render(window, at: CGPoint(x: x, y: y))
                try SheetStyle.drawCaption(String(format: "%.2f s", time), on: canvas, x: x, y: y + 52, width: width)
            }
        }
        try SheetStyle.drawCaption("the last item touched at 0 s: the arrow slides in the sample's beginAnimations block, "
                                   + "0.2 s, ease in, ease out", on: canvas, x: left, y: y + 70, width: 748)
        return y + 96
    }

    /// Article 03: many buttons in state-aware image views, each state drawn
    /// once at its minimum frame; then the demo's comparison.
    static func rasterCache(_ canvas: Canvas, y top: CGFloat, scale: CGFloat) throws {
        let y = try SheetStyle.drawSection("03 · State-aware cached rasterization: each colour and state drawn once, then stretched",
                                           on: canvas, at: top)
        let cache = StateAwareRasterImageCache()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 748, height: 100))
        func show(_ component: any RasterizableView, at frame: CGRect) -> StateAwareRasterImageView {
            let view = StateAwareRasterImageView(frame: frame)
            view.cache = cache
            view.rasterizableView = component
            window.addSubview(view)
            return view
        }
        let colors = [UIColor(red: 0.65, green: 0.05, blue: 0.05, alpha: 1), UIColor(red: 0.05, green: 0.45, blue: 0.65, alpha: 1)]
        let widths: [CGFloat] = [90, 150, 220, 120]
        var titled: [(String, CGRect)] = []
        var buttons: [StateAwareRasterImageView] = []
        for (row, color) in colors.enumerated() {
            var x: CGFloat = 0
            for (index, width) in widths.enumerated() {
                let frame = CGRect(x: x, y: 10 + CGFloat(row) * 50, width: width, height: 40)
                let component = ShinyButtonComponent(frame: CGRect(origin: .zero, size: frame.size))
                component.color = color
                component.isHighlighted = index == widths.count - 1
                buttons.append(show(component, at: frame))
                titled.append((component.isHighlighted ? "Pressed" : "Button", frame))
                x += width + 14
            }
        }
        for (index, highlighted) in [false, true].enumerated() {
            let component = HybridButtonComponent(frame: CGRect(x: 0, y: 0, width: 40, height: CBHybrid.height))
            component.isHighlighted = highlighted
            buttons.append(show(component, at: CGRect(x: 660 + CGFloat(index) * 48, y: 10, width: 40, height: CBHybrid.height)))
        }
        window.makeKeyAndVisible()
        canvas.render(window, at: CGPoint(x: left, y: y))
        canvas.withCGContext { _ in
            for (title, frame) in titled { label(title, in: frame.offsetBy(dx: left, dy: y)) }
        }
        try SheetStyle.drawCaption("\(buttons.count) buttons, \(cache.count) images drawn · key: " + (buttons.first?.cacheKey() ?? ""),
                                   on: canvas, x: left, y: y + 108, width: 748)
        try rasterComparison(canvas, y: y + 126, scale: scale)
    }

    /// The article demo's comparison: one masked tab as a view, rasterized by
    /// Core Animation at the page's scale and at 1x, and in an image view.
    static func rasterComparison(_ canvas: Canvas, y: CGFloat, scale: CGFloat) throws {
        func tab() -> ExampleRasterizableComponent {
            let component = ExampleRasterizableComponent(frame: CGRect(x: 0, y: 0, width: 160, height: 44))
            component.title = "Favourites"
            return component
        }
        let ways: [(UIView, String)] = [
            (tab(), "the UIView, drawn directly"),
            (tab(), "shouldRasterize at the page's scale"),
            (tab(), "shouldRasterize, rasterizationScale 1"),
            (StateAwareRasterImageView(frame: .zero), "StateAwareRasterImageView"),
        ]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 748, height: 54))
        for (index, (view, _)) in ways.enumerated() {
            view.frame = CGRect(x: 4 + CGFloat(index) * 190, y: 10, width: 160, height: 44)
            if index == 1 || index == 2 {
                view.layer.shouldRasterize = true
                view.layer.rasterizationScale = index == 1 ? scale : 1
            }
            // In the shared cache, as the article's.
            (view as? StateAwareRasterImageView)?.rasterizableView = tab()
            window.addSubview(view)
        }
        window.makeKeyAndVisible()
        canvas.render(window, at: CGPoint(x: left, y: y))
        for (index, (_, caption)) in ways.enumerated() {
            try SheetStyle.drawCaption(caption, on: canvas, x: left + CGFloat(index) * 190 - 6, y: y + 60, width: 180)
        }
    }

    /// A hybrid button titled `title` as the sheet labels them: bold white 14-point text with a soft shadow.
    static func hybridButton(_ title: String, frame: CGRect) -> CBHybrid {
        let button = CBHybrid(frame: frame)
        button.setTitle(title, for: .normal)
        button.setTitleShadowColor(UIColor(white: 0, alpha: 0.4), for: .normal)
        button.titleLabel?.font = .boldSystemFont(ofSize: 14)
        return button
    }

    /// A white title with a soft shadow, centred in `rect`.
    static func label(_ text: String, in rect: CGRect, color: UIColor = .white) {
        let shadow = NSShadow()
        shadow.shadowColor = UIColor(white: 0, alpha: 0.4)
        shadow.shadowOffset = CGSize(width: 0, height: -1)
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 14), .foregroundColor: color,
                                                         .shadow: shadow]
        let size = text.size(withAttributes: attributes)
        text.draw(at: CGPoint(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2), withAttributes: attributes)
    }
}
