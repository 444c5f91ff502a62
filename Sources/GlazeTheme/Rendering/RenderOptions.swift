import Foundation
import Glaze

/// The image formats a render can write.
public enum OutputFormat: String, CaseIterable, Hashable, Sendable {
    /// PNG at each scale.
    case png
    /// One-page PDF, once per asset and state.
    case pdf
    /// SVG, once per asset and state.
    case svg
}

/// How a theme is rendered.
public struct RenderOptions: Hashable, Sendable {
    /// Pixels per point for rasters, each in 1...4; `nil` for each layout's
    /// platform densities (``OutputLayout/defaultScales``).
    public var scales: [CGFloat]?
    /// The formats.
    public var formats: [OutputFormat]
    /// Whether resizable assets also get a `.9.png` per scale (flat layout).
    public var ninePatch: Bool
    /// Where the files go: each layout into the output directory when there is
    /// one, into a subfolder named after it when there are several.
    public var layouts: [OutputLayout]
    /// How many assets are drawn at once; as many drawn ones may be placed
    /// (their files encoded and written) at the same time.
    public var jobs: Int
    /// The most pixels the whole render may produce (see ``ThemeRenderer/pixelCount(of:options:)``);
    /// a theme that needs more is refused before anything is drawn.
    public var maximumPixels: Int
    /// How hard each PNG (and nine-patch) is compressed; every level writes the same pixels.
    public var pngCompression: PNGCompression = .default

    /// The standard pixel budget: 2²⁸ (268,435,456) pixels, 1 GiB of ARGB32, some
    /// thousand times what a real theme at three scales needs.
    public static let standardMaximumPixels = 1 << 28

    /// The most renders at once: more only adds threads waiting for the cores.
    public static let maximumJobs = 256

    /// Creates options; the defaults are PNGs at each layout's platform
    /// densities (2x for the flat layout) on every core, within the standard pixel budget.
    public init(scales: [CGFloat]? = nil, formats: [OutputFormat] = [.png], ninePatch: Bool = false,
                layouts: [OutputLayout] = [.flat],
                jobs: Int = ProcessInfo.processInfo.activeProcessorCount, maximumPixels: Int = standardMaximumPixels) {
        self.scales = scales
        self.formats = formats
        self.ninePatch = ninePatch
        self.layouts = layouts
        self.jobs = jobs
        self.maximumPixels = maximumPixels
    }

    /// Checks every option, the one place their rules live: scales from 1 to 4,
    /// each once; at least one scale and one format, each format once; jobs from
    /// 1 to ``maximumJobs``; a pixel budget of at least 1.
    /// - Throws: ``RenderError`` naming the first option at fault.
    public func validate() throws(RenderError) {
        func fail(_ message: String) -> RenderError { RenderError(.invalidOption, message) }
        if let scales {
            guard !scales.isEmpty else { throw fail("give at least one scale") }
            for (index, scale) in scales.enumerated() {
                guard scale >= 1, scale <= 4 else { throw fail("scale \(NumberText.exact(Double(scale))) is not a number from 1 to 4") }
                guard !scales[..<index].contains(scale) else { throw fail("scale \(NumberText.exact(Double(scale))) is given twice") }
            }
        }
        guard !formats.isEmpty else { throw fail("give at least one format") }
        for (index, format) in formats.enumerated() where formats[..<index].contains(format) {
            throw fail("format \(format.rawValue) is given twice")
        }
        guard !layouts.isEmpty else { throw fail("give at least one layout") }
        for (index, layout) in layouts.enumerated() {
            guard !layouts[..<index].contains(layout) else { throw fail("layout \(layout.rawValue) is given twice") }
            if let scales, let usable = layout.usableScales, layout.scales(of: scales).isEmpty {
                throw fail("layout \(layout.rawValue) takes scales \(usable.map { NumberText.exact(Double($0)) }.joined(separator: ", ")), "
                           + "and none of \(scales.map { NumberText.exact(Double($0)) }.joined(separator: ", ")) is one")
            }
        }
        guard (1...Self.maximumJobs).contains(jobs) else { throw fail("jobs must be from 1 to \(Self.maximumJobs), not \(jobs)") }
        guard maximumPixels >= 1 else { throw fail("the pixel budget must be at least 1, not \(maximumPixels)") }
    }

    /// The scales `layout` places: those given that it can place, or its
    /// platform's densities when none are given.
    func scales(for layout: OutputLayout) -> [CGFloat] {
        scales.map(layout.scales(of:)) ?? layout.defaultScales
    }

    /// The scales drawn: those given, or every layout's densities, in order.
    public var renderedScales: [CGFloat] {
        if let scales { return scales }
        var all: [CGFloat] = []
        for layout in layouts { all += layout.defaultScales.filter { !all.contains($0) } }
        return all
    }

    /// Whether any layout needs rasters, as each layout says.
    var needsRasters: Bool {
        layouts.contains { $0.writer.needsRasters(for: formats) }
    }
}
