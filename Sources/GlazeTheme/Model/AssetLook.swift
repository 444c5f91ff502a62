import Foundation
import Glaze
import GlazeKit

/// What a theme asset looks like: one of the components, with every value the
/// theme gave (and the recipes' defaults for the rest).
public enum AssetLook: Hashable, Sendable {
    /// A glossy button's background, `height` points high.
    case glossyButton(GlossyButton, height: CGFloat)
    /// The hybrid recipe's background.
    case hybridBackground(HybridBackground)
    /// The noise-textured button's background.
    case noiseButton(NoiseTexture)
    /// A back button's arrow background; its title shows in previews.
    case backButton(BackButton)
    /// A segmented control, drawn whole.
    case segmentedControl(SegmentedControlSpec)
    /// A tab bar, drawn whole.
    case tabBar(TabBarSpec)
    /// A navigation bar, drawn whole.
    case navigationBar(NavigationBarSpec)
    /// An SVG or PNG file recoloured to the theme.
    case tintedImage(TintedImageSpec)

    /// The kind of asset.
    public var kind: AssetKind {
        switch self {
        case .glossyButton: return .glossyButton
        case .hybridBackground: return .hybridBackground
        case .noiseButton: return .noiseButton
        case .backButton: return .backButton
        case .segmentedControl: return .segmentedControl
        case .tabBar: return .tabBar
        case .navigationBar: return .navigationBar
        case .tintedImage: return .tintedImage
        }
    }

    /// The states the asset can be rendered in.
    public var allowedStates: [ControlState] { kind.allowedStates }

    /// The background look for the three button recipes, through ``ButtonBackgroundLook``.
    func buttonLook(_ state: ControlState) -> ButtonBackgroundLook? {
        switch self {
        case let .glossyButton(button, _): return ButtonBackgroundLook(.glossy(button), state: state)
        case let .hybridBackground(background): return ButtonBackgroundLook(.hybrid(background), state: state)
        case let .noiseButton(texture): return ButtonBackgroundLook(.noise(texture), state: state)
        default: return nil
        }
    }

    /// The size the asset is exported at: its minimum size when it is resizable,
    /// its full size otherwise.
    public var exportSize: CGSize {
        switch self {
        case let .glossyButton(button, height):
            return ButtonBackgroundLook(.glossy(button)).renderSize(for: CGSize(width: 1, height: height))
        case let .hybridBackground(background): return background.minimumSize
        case let .noiseButton(texture): return texture.minimumSize
        case let .backButton(button): return CGSize(width: button.leftCap + 1 + 6, height: button.height)
        case let .segmentedControl(spec): return CGSize(width: spec.widths.reduce(0, +) + CGFloat(spec.widths.count - 1), height: spec.height)
        case let .tabBar(spec): return CGSize(width: spec.width, height: spec.height + TabBarSpec.indicatorOverhang)
        case let .navigationBar(spec): return CGSize(width: spec.width, height: spec.height)
        case let .tintedImage(spec): return spec.size
        }
    }

    /// The caps of a resizable asset, or `nil` for one drawn whole.
    public var capInsets: EdgeInsets? {
        switch self {
        case .glossyButton, .hybridBackground, .noiseButton: return buttonLook(.normal)?.capInsets
        case let .backButton(button): return EdgeInsets(top: 0, left: button.leftCap, bottom: 0, right: 6)
        default: return nil
        }
    }

    /// How a resizable asset fills its middle, or `nil` for one drawn whole.
    public var resizingMode: ResizableImage.ResizingMode? {
        switch self {
        case .noiseButton: return .tile
        case .glossyButton, .hybridBackground, .backButton: return .stretch
        default: return nil
        }
    }

    /// Draws the exported asset (the background alone, for resizable ones) into `rect`.
    func drawAsset(_ state: ControlState, in rect: CGRect, on canvas: Canvas) throws {
        if let look = buttonLook(state) { return try look.draw(in: rect, on: canvas) }
        switch self {
        case let .backButton(button) where canvas.surfaceKind == .image:
            try canvas.draw(button.resizableImage(state: state, scale: max(canvas.scale, 2)).image, in: rect)
        case let .backButton(button):
            try button.drawBackground(in: rect, state: state, on: canvas)
        case let .segmentedControl(spec):
            try spec.control(scale: max(canvas.scale, 2)).draw(at: rect.origin, on: canvas)
        case let .tabBar(spec):
            let bar = try spec.bar(scale: max(canvas.scale, 2))
            try bar.draw(in: CGRect(x: rect.minX, y: rect.minY + bar.indicatorOverhang, width: rect.width, height: spec.height), on: canvas)
        case let .navigationBar(spec):
            try spec.bar(scale: max(canvas.scale, 2)).draw(in: rect, on: canvas)
        case let .tintedImage(spec):
            try spec.draw(state, in: rect, on: canvas)
        default:
            break
        }
    }
}

/// A segmented control as a theme gives it.
public struct SegmentedControlSpec: Hashable, Sendable {
    /// The segments' titles.
    public var titles: [String]
    /// Each segment's width.
    public var widths: [CGFloat]
    /// The selected segment.
    public var selected: Int?
    /// The height.
    public var height: CGFloat
    /// The outer corners' radius.
    public var cornerRadius: CGFloat
    /// The titles' font.
    public var font: Font = SegmentedControlAppearance.standardFont

    func control(scale: CGFloat) throws -> SegmentedControl {
        var appearance = try SegmentedControlAppearance.standard(height: height, cornerRadius: cornerRadius, scale: scale)
        appearance.font = font
        return try SegmentedControl(segments: zip(titles, widths).map { SegmentedControl.Segment(title: $0, width: $1) },
                                    selectedIndex: selected, appearance: appearance)
    }
}

/// A tab bar as a theme gives it: built-in icons and image files.
public struct TabBarSpec: Hashable, Sendable {
    /// The items' icons.
    public var icons: [TabBarIcon]
    /// The selected item.
    public var selected: Int?
    /// Items with new content.
    public var glowing: [Int]
    /// The bar's width.
    public var width: CGFloat
    /// The bar's height.
    public var height: CGFloat

    /// Room above the bar for the standard indicator.
    static let indicatorOverhang = TabBarAppearance.overhang(ofIndicator: TabBarAppearance.standardIndicatorSize)

    func bar(scale: CGFloat) throws -> TabBar {
        let items = try icons.enumerated().map { try TabBar.Item(icon: $0.element.image(scale: scale),
                                                                 hasNewContent: glowing.contains($0.offset)) }
        return try TabBar(items: items, selectedIndex: selected, appearance: .standard(scale: scale), height: height)
    }
}

/// A tab bar item's icon as a theme names it.
public enum TabBarIcon: Hashable, Sendable {
    /// One of `BuiltInIcons`, by name.
    case builtIn(String)
    /// An SVG or PNG file: at its own size, or fitted into 30 points square
    /// when larger.
    case file(ThemeImage)

    /// The largest side an icon from a file is drawn at.
    static let maximumSide: CGFloat = 30

    func image(scale: CGFloat) throws -> Image {
        switch self {
        case let .builtIn(name):
            return try BuiltInIcons.icon(name, scale: scale)
        case let .file(file):
            let fit = min(1, Self.maximumSide / max(file.size.width, file.size.height))
            return try file.image(size: CGSize(width: file.size.width * fit, height: file.size.height * fit), scale: scale)
        }
    }
}

/// A navigation bar as a theme gives it.
public struct NavigationBarSpec: Hashable, Sendable {
    /// The bar (with a placeholder background when ``backgroundImage`` replaces it).
    public var bar: NavigationBar
    /// Its width.
    public var width: CGFloat
    /// Its height.
    public var height: CGFloat
    /// An image file resized across the bar, in place of the bar's background.
    public var backgroundImage: BackgroundImage?

    /// An image file with its caps and resizing mode.
    public struct BackgroundImage: Hashable, Sendable {
        /// The SVG or PNG file.
        public var image: ThemeImage
        /// The caps, in points.
        public var capInsets: EdgeInsets
        /// How the middle fills the bar.
        public var resizingMode: ResizableImage.ResizingMode

        /// The resizable image at `scale`: an SVG rendered at it, a PNG at its own.
        func resizable(scale: CGFloat) throws -> ResizableImage {
            try ResizableImage(image: image.naturalImage(scale: scale), capInsets: capInsets, resizingMode: resizingMode)
        }
    }

    /// The bar to draw at `scale`.
    func bar(scale: CGFloat) throws -> NavigationBar {
        guard let backgroundImage else { return bar }
        var bar = self.bar
        bar.background = .image(try backgroundImage.resizable(scale: scale))
        return bar
    }
}
