import Foundation
import Glaze
import GlazeKit

/// A navigation bar as a theme gives it (`kind: navigationBar`), drawn whole.
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

extension NavigationBarSpec: AssetKindSpec {
    package static let name = "navigationBar"
    package static let summary = "a navigation bar, drawn whole: a title, bar buttons, a gradient, noise or image background"
    package static let example = ##"{name: example, kind: navigationBar, title: Inbox, backTitle: Back, width: 240, background: {image: art/navbar.svg}}"##
    package static let keys = ["title", "background", "backTitle", "rightTitle", "height", "font", "titleColor"]
    package static let states = KindStates(rest: .normal)
    package static let takesPreviewTitle = false

    /// The bar, with its `background:` of a gradient, noise or an image file.
    package static func read(from reader: inout ThemeReader) throws(ThemeError) -> Self {
        let standard = NavigationBar(title: "", background: .gradient([.black]))
        let titleFont = try reader.font("font", default: standard.titleFont)
        // The buttons keep their own size and weight in the title's family.
        var buttonFont = BackButton(title: "").font
        buttonFont.family = titleFont.family
        let (background, image) = try readBackground(&reader)
        let titleColor = try reader.color("titleColor", default: standard.titleColor)
        let bar = NavigationBar(title: try reader.string("title", default: ""), background: background, titleFont: titleFont,
                                titleColor: titleColor, titleShadow: TitleShadow.shadow(for: titleColor, standard: standard.titleShadow),
                                backButton: try reader.optionalString("backTitle").map { BackButton(title: $0, font: buttonFont) },
                                rightButton: try reader.optionalString("rightTitle").map { BarButton(title: $0, font: buttonFont) })
        return NavigationBarSpec(bar: bar, width: try reader.size("width", default: 320),
                                 height: try reader.size("height", default: 44), backgroundImage: image)
    }

    package var exportSize: CGSize { CGSize(width: width, height: height) }

    package var resizing: AssetResizing? { nil }

    package func draw(_ state: ControlState, in rect: CGRect, on canvas: Canvas) throws {
        try bar(scale: max(canvas.scale, 2)).draw(in: rect, on: canvas)
    }

    package var sheetPreview: SheetPreview { .whole }
}

extension NavigationBarSpec: CacheKeyRecord {
    /// `NavigationBarAsset`.
    public static var cacheKeyName: String { "NavigationBarAsset" }
    /// The bar, its size, and the background image file's content if it has one.
    public var cacheKeyFields: KeyValuePairs<String, any CacheKeyDescribable> {
        ["bar": bar, "width": width, "height": height, "backgroundImage": backgroundImage]
    }
}

extension NavigationBarSpec.BackgroundImage: CacheKeyRecord {
    /// `BackgroundImage`.
    public static var cacheKeyName: String { "BackgroundImage" }
    /// The file's content, caps and mode.
    public var cacheKeyFields: KeyValuePairs<String, any CacheKeyDescribable> {
        ["image": image, "capInsets": capInsets, "resizingMode": resizingMode.rawValue]
    }
}
