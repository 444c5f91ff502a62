import Foundation
import Glaze
import GlazeCoreGraphics
import GlazeKit
import PortedArticles
import Testing

/// Article 02, cap cropping: the port's pieces and segmented control against
/// GlazeKit's `CapCrop` and `SegmentedControl`, cut from the same source image.
@Suite("Article 02: cap cropping and segmented controls, ported", .systemFontStandIn(.dejaVuSans))
struct ArticleResizableTests {
    static let capWidth: CGFloat = 14

    /// The port's stretchable segment image, and the same pixels as GlazeKit's resizable image.
    static func sources(selected: Bool, scale: CGFloat) throws -> (UIImage, ResizableImage) {
        let port = CustomSegmentedControl.segmentImage(height: 47, capWidth: capWidth, selected: selected, scale: scale)
        let pixels = try #require(port.cgImage?.glazeImage)
        let recipe = try ResizableImage(image: pixels, capInsets: EdgeInsets(top: 0, left: capWidth, bottom: 0, right: capWidth),
                                        resizingMode: .stretch)
        return (port, recipe)
    }

    // Same source pixels and the same drawing rects beyond the context's
    // bounds: only the stretching of the one middle column is done twice,
    // so ±1 level.
    @Test("The sample's 150-point pieces with caps of 14", arguments: [1.0, 2.0])
    func pieces(scale: CGFloat) throws {
        let (port, recipe) = try Self.sources(selected: false, scale: scale)
        let crops: [(CustomSegmentedControl.Caps, CapCrop)] = [(.both, .both), (.leftOnly, .leftOnly), (.rightOnly, .rightOnly),
                                                              (.neither, .neither)]
        for (caps, crop) in crops {
            try ArticleComparison.expectMatch(
                CustomSegmentedControl.croppedImage(port, capWidth: Self.capWidth, width: 150, keeping: caps),
                recipe.croppedImage(crop, width: 150, scale: scale), "crop-\(crop)-\(Int(scale))x", .within(1))
        }
    }

    // The backgrounds and dividers as for the pieces (±1). The titles go
    // through Pango on both sides in the same font and shadow, centred on the
    // same point (GlazeKit by a centred layout the width of the segment, the
    // port by measuring), so they too agree to the level.
    @Test("A control of 80, 100 and 47 points, the middle one selected", arguments: [1.0, 2.0])
    func control(scale: CGFloat) throws {
        let (port, recipe) = try Self.sources(selected: false, scale: scale)
        let (portSelected, recipeSelected) = try Self.sources(selected: true, scale: scale)
        let widths: [CGFloat] = [80, 100, 47]
        for titles in [["", "", ""], ["Day", "Week", "All"]] {
            let standard = try SegmentedControlAppearance.standard(scale: scale)
            var appearance = standard
            appearance.background = recipe
            appearance.selectedBackground = recipeSelected
            appearance.divider = .line(Color(white: 0.55), width: 1)
            let control = try SegmentedControl(segments: zip(titles, widths).map { .init(title: $0, width: $1) }, selectedIndex: 1,
                                               appearance: appearance)
            let ported = CustomSegmentedControl.controlImage(widths: widths, titles: titles, selectedIndex: 1, image: port,
                                                             selectedImage: portSelected, capWidth: Self.capWidth,
                                                             dividerColor: UIColor(white: 0.55, alpha: 1))
            let titled = titles[0].isEmpty ? "plain" : "titled"
            try ArticleComparison.expectMatch(ported, control.rendered(scale: scale), "segmented-\(titled)-\(Int(scale))x", .within(1))
        }
    }
}
