import Foundation
import GlazeCoreGraphics
import Testing

/// One drawing whose Apple-rendered picture is public, with the port that
/// draws it again here.
struct FidelityPair: CustomTestStringConvertible, Sendable {
    /// A short name, also the reference's file name without `.png`.
    var name: String
    /// Where the reference came from, in a few words (References/PROVENANCE.md has the rest).
    var source: String
    /// The reference's licence.
    var licence: String
    /// The percentage of pixels without a counterpart measured when the pair
    /// was last recorded in the table.
    var recorded: Double
    /// How much worse than `recorded` the pair may get.
    var margin: Margin
    /// A second Apple render of the same drawing, for Apple's own variance.
    var secondReference: String?
    /// Draws the picture through GlazeCoreGraphics.
    var draw: @Sendable () -> UIImage

    var testDescription: String { name }

    /// The allowance above the recorded figure, in percentage points.
    enum Margin: Double, Sendable {
        /// Drawings without text: Cairo's rasteriser from one version to the next.
        case drawing = 0.1
        /// Drawings with text: the stand-in font's glyphs are not SF Pro's, and
        /// a new release of the font moves them.
        case text = 2
    }

    /// The largest share (0...1) of pixels allowed without a counterpart: the
    /// recorded percentage rounded up to a tenth, plus the margin.
    var tolerance: Double { ((recorded * 10).rounded(.up) / 10 + margin.rawValue) / 100 }
}

extension FidelityPair {
    /// Every pair with its recorded figure: the one table to tighten as
    /// rendering improves (`GLAZE_FIDELITY_REPORT` prints the current figures).
    static let all: [FidelityPair] = [
        FidelityPair(name: "snapshot-testing-cgpath-heart", source: "swift-snapshot-testing testCGPath (iOS)",
                     licence: "MIT", recorded: 0.272, margin: .drawing, draw: SnapshotTestingInputs.cgPathHeart),
        FidelityPair(name: "snapshot-testing-bezierpath-heart", source: "swift-snapshot-testing testUIBezierPath (iOS)",
                     licence: "MIT", recorded: 0.951, margin: .drawing, draw: SnapshotTestingInputs.bezierPathHeart),
        FidelityPair(name: "snapshot-testing-calayer-border", source: "swift-snapshot-testing testCALayer",
                     licence: "MIT", recorded: 0, margin: .drawing, draw: SnapshotTestingInputs.borderedLayer),
        FidelityPair(name: "snapshot-testing-calayer-gradient", source: "swift-snapshot-testing testCALayerWithGradient",
                     licence: "MIT", recorded: 69.682, margin: .drawing, draw: SnapshotTestingInputs.gradientLayer),
        FidelityPair(name: "snapshot-testing-label-hello", source: "swift-snapshot-testing testPrecision (iOS)",
                     licence: "MIT", recorded: 13.519, margin: .text, draw: SnapshotTestingInputs.helloLabel),
        FidelityPair(name: "charts-pie-ring", source: "Charts PieChartTests testHidesValues, ring above the centre text",
                     licence: "Apache-2.0", recorded: 0.067, margin: .drawing, secondReference: "charts-pie-ring-apple-silicon",
                     draw: ChartsPieInput.ring),
        FidelityPair(name: "charts-line-plot", source: "Charts LineChartTests testHidesValues, inside the axes",
                     licence: "Apache-2.0", recorded: 0.850, margin: .drawing, secondReference: "charts-line-plot-apple-silicon",
                     draw: ChartsLineInput.plot),
        FidelityPair(name: "gradient-loading-bar-default", source: "GradientLoadingBar activity indicator, default colours",
                     licence: "MIT", recorded: 0, margin: .drawing, secondReference: "gradient-loading-bar-default-2022",
                     draw: GradientLoadingBarInputs.defaultIndicator),
        FidelityPair(name: "gradient-loading-bar-custom", source: "GradientLoadingBar activity indicator, custom colours",
                     licence: "MIT", recorded: 0, margin: .drawing, draw: GradientLoadingBarInputs.customIndicator),
        FidelityPair(name: "gradient-loading-bar-notch-iphone12", source: "GradientLoadingBar notch bar, iPhone 12",
                     licence: "MIT", recorded: 0.005, margin: .drawing, draw: GradientLoadingBarInputs.notchIPhone12),
        FidelityPair(name: "gradient-loading-bar-notch-iphone13", source: "GradientLoadingBar notch bar, iPhone 13",
                     licence: "MIT", recorded: 0, margin: .drawing, draw: GradientLoadingBarInputs.notchIPhone13),
    ]
}
