import Foundation
import GlazeCoreGraphics

/// What article 02's `CustomTabBar` asks its delegate for: the background,
/// each item's image, the selected item's background, the glow and the arrow.
public protocol CustomTabBarDelegate: AnyObject {
    /// The image of the item at `index`; only its alpha is used.
    func image(for tabBar: CustomTabBar, at index: Int) -> UIImage
    /// The bar's background image.
    func backgroundImage() -> UIImage
    /// The embossed image behind the selected item.
    func selectedItemBackgroundImage() -> UIImage
    /// The glow added to an item with new content.
    func glowImage() -> UIImage
    /// The small triangle above the selected item.
    func tabBarArrowImage() -> UIImage
}

/// Article 02's Twitter-style tab bar, built as the article builds it: a
/// button for every item, whose normal image is the item's alpha in grey and
/// whose selected and highlighted images are it in the blue gradient, over
/// the embossed background; touching a button selects it and deselects the
/// others. A glow image is added to an item with new content, and an arrow
/// above the bar slides to the selected item in a begin/commit animation
/// block, as the article's earlier tab bar indicator recipe slides it.
open class CustomTabBar: UIView {
    /// The bar's height.
    public static let height: CGFloat = 44
    /// The arrow's size; its base sits 2 points inside the bar.
    public static let arrowSize = CGSize(width: 10, height: 7)

    /// The buttons, one per item.
    public private(set) var buttons: [UIButton] = []
    /// The arrow above the selected item, the size of its image. It joins
    /// the bar at the first selection, as the sample adds it at the first touch.
    public let tabBarArrow: UIImageView
    private let backgroundView = UIImageView()
    private var glows: [Int: UIImageView] = [:]
    private weak var delegate: CustomTabBarDelegate?

    /// The selected item, or `nil`.
    public private(set) var selectedIndex: Int?

    /// A bar of `itemCount` items, asking `delegate` for its images.
    public init(itemCount: Int, itemSize: CGSize, tag: Int, delegate: CustomTabBarDelegate) {
        self.delegate = delegate
        tabBarArrow = UIImageView(image: delegate.tabBarArrowImage())
        super.init(frame: CGRect(x: 0, y: 0, width: itemSize.width * CGFloat(itemCount), height: itemSize.height))
        self.tag = tag
        isOpaque = false
        backgroundView.image = delegate.backgroundImage()
        addSubview(backgroundView)
        for index in 0..<itemCount {
            let button = customButton(index: index)
            button.addAction(UIAction { [weak self] _ in self?.selectItem(at: index) }, for: .touchDown)
            buttons.append(button)
            addSubview(button)
        }
    }

    /// A bar from an archive: there are none on Linux.
    public required init?(coder: NSCoder) {
        tabBarArrow = UIImageView()
        super.init(coder: coder)
    }

    /// The button for the item at `index`: its image grey when normal and
    /// blue when selected or highlighted, the embossed background behind the blue.
    private func customButton(index: Int) -> UIButton {
        let button = CustomTabBarButton(type: .custom)
        guard let delegate else { return button }
        let image = delegate.image(for: self, at: index)
        let selectedBackground = delegate.selectedItemBackgroundImage()
        let grey = Self.tabBarImage(image, size: image.size, selected: false)
        let blue = Self.tabBarImage(image, size: image.size, selected: true)
        button.setImage(grey, for: .normal)
        for state: UIControl.State in [.highlighted, .selected, [.selected, .highlighted]] {
            button.setImage(blue, for: state)
            button.setBackgroundImage(selectedBackground, for: state)
        }
        return button
    }

    /// Selects the item at `index`, deselecting the others, and moves the
    /// arrow over it: what the sample does on a touch down on an item. The
    /// first selection adds the arrow in place; later ones slide it there in
    /// the sample's begin/commit block, 0.2 seconds on UIKit's default
    /// ease-in-ease-out curve. Touching the selected item again runs the
    /// block with the frame the arrow already has, which animates nothing,
    /// so a slide under way runs on.
    public func selectItem(at index: Int) {
        guard buttons.indices.contains(index) else { return }
        for (other, button) in buttons.enumerated() { button.isSelected = other == index }
        selectedIndex = index
        guard tabBarArrow.superview === self else { return addTabBarArrow(at: index) }
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(0.2)
        let frame = tabBarArrow.frame
        tabBarArrow.frame = CGRect(x: horizontalLocation(for: index), y: frame.origin.y,
                                   width: frame.size.width, height: frame.size.height)
        UIView.commitAnimations()
    }

    /// Puts the arrow over the item at `index`, its base 2 points inside the bar.
    private func addTabBarArrow(at index: Int) {
        let size = tabBarArrow.frame.size
        tabBarArrow.frame = CGRect(x: horizontalLocation(for: index), y: -size.height + 2, width: size.width, height: size.height)
        addSubview(tabBarArrow)
    }

    /// Where the arrow's left edge goes over the item at `index`: the item's
    /// centre less half the arrow's width, items being the bar's width shared
    /// equally. Unrounded, as the sample computes it: GlazeKit's recipe puts
    /// the resting arrow on a whole point, which differs with fractional tabs.
    private func horizontalLocation(for index: Int) -> CGFloat {
        let itemWidth = bounds.width / CGFloat(max(buttons.count, 1))
        return CGFloat(index) * itemWidth + itemWidth / 2 - tabBarArrow.frame.size.width / 2
    }

    /// Adds the glow to the item at `index`, under its image.
    public func glowItem(at index: Int) {
        guard buttons.indices.contains(index), glows[index] == nil, let delegate else { return }
        let glow = UIImageView(image: delegate.glowImage())
        let button = buttons[index]
        if let imageView = button.imageView { button.insertSubview(glow, belowSubview: imageView) } else { button.addSubview(glow) }
        glows[index] = glow
        setNeedsLayout()
    }

    /// Takes the glow off the item at `index`.
    public func removeGlow(at index: Int) {
        glows.removeValue(forKey: index)?.removeFromSuperview()
    }

    /// The background across the bar, the buttons side by side, the glows at
    /// the bottom of their buttons and the arrow over the selected one.
    ///
    /// The arrow is the selection's to move. Its frame is the model's, where
    /// a slide under way ends, not the one shown, so setting it again here
    /// changes nothing and the slide runs on; only a new width moves it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView.frame = bounds
        let width = bounds.width / CGFloat(max(buttons.count, 1))
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: bounds.height)
        }
        for (index, glow) in glows {
            let size = glow.bounds.size, button = buttons[index].bounds
            glow.frame = CGRect(x: button.midX - size.width / 2, y: button.maxY - size.height, width: size.width, height: size.height)
        }
        if let selectedIndex, tabBarArrow.superview === self {
            tabBarArrow.frame.origin.x = horizontalLocation(for: selectedIndex)
        }
    }

    /// `startImage` as a tab bar shows it, whatever its colours, in the
    /// article's three steps: clipped to its own alpha, black content on a
    /// white background; that image's pixels made an image mask with
    /// `CGImage(maskWidth:…)`; a grey fill, or the blue gradient when
    /// `selected`, drawn through the mask.
    public static func tabBarImage(_ startImage: UIImage, size targetSize: CGSize, selected: Bool) -> UIImage {
        guard let alpha = startImage.cgImage else { return startImage }
        let format = UIGraphicsImageRendererFormat()
        format.scale = startImage.scale
        let bounds = CGRect(origin: .zero, size: targetSize)

        // 1. White background, black content: the image clipped to its own alpha.
        let blackAndWhite = UIGraphicsImageRenderer(size: targetSize, format: format).image { rendererContext in
            let context = rendererContext.cgContext
            UIColor.white.setFill()
            context.fill(bounds)
            flipped(context, height: targetSize.height) { context.clip(to: bounds, mask: alpha) }
            UIColor.black.setFill()
            context.fill(bounds)
        }

        // 2. An image mask from the black-and-white image's own pixels.
        guard let imageRef = blackAndWhite.cgImage, let provider = imageRef.dataProvider,
              let mask = CGImage(maskWidth: imageRef.width, height: imageRef.height, bitsPerComponent: imageRef.bitsPerComponent,
                                 bitsPerPixel: imageRef.bitsPerPixel, bytesPerRow: imageRef.bytesPerRow, provider: provider,
                                 decode: nil, shouldInterpolate: false) else { return startImage }

        // 3. The mask combined with the background: grey, or the blue gradient.
        return UIGraphicsImageRenderer(size: targetSize, format: format).image { rendererContext in
            let context = rendererContext.cgContext
            flipped(context, height: targetSize.height) { context.clip(to: bounds, mask: mask) }
            if selected, let gradient = selectedGradient() {
                context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: targetSize.height),
                                           options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
            } else {
                UIColor(white: 2.0 / 3.0, alpha: 1).setFill()
                context.fill(bounds)
            }
        }
    }

    /// Runs `clip` in `context` turned y-up: clip(to:mask:) puts the mask's
    /// top row at the rect's maximum y, which is the bottom in a flipped context.
    private static func flipped(_ context: CGContext, height: CGFloat, _ clip: () -> Void) {
        context.translateBy(x: 0, y: height)
        context.scaleBy(x: 1, y: -1)
        clip()
        context.scaleBy(x: 1, y: -1)
        context.translateBy(x: 0, y: -height)
    }

    /// The selected icon's gloss: pale blue to mid blue down the top half, a
    /// break, then deep blue rising to cyan at the bottom.
    private static func selectedGradient() -> CGGradient? {
        let colors = [UIColor(red: 226 / 255.0, green: 235 / 255.0, blue: 250 / 255.0, alpha: 1),
                      UIColor(red: 128 / 255.0, green: 182 / 255.0, blue: 236 / 255.0, alpha: 1),
                      UIColor(red: 41 / 255.0, green: 138 / 255.0, blue: 226 / 255.0, alpha: 1),
                      UIColor(red: 67 / 255.0, green: 210 / 255.0, blue: 253 / 255.0, alpha: 1)].map(\.cgColor)
        return CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray, locations: [0, 0.5, 0.5, 1])
    }
}

/// A tab bar button: its background (the selected item's embossed well)
/// from 4 points below the top and 2 in from each side, as the sample draws it.
final class CustomTabBarButton: UIButton {
    override func backgroundRect(forBounds bounds: CGRect) -> CGRect {
        bounds.inset(by: UIEdgeInsets(top: 4, left: 2, bottom: 0, right: 2))
    }
}
